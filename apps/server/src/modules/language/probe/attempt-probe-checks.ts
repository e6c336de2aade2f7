// What every attempt probe's test asserts (attempt-probe.test.ts, attempt2-, attempt3-): that it is the
// probe pinned before it was read, with 40 attempts and 40 hard negatives per language and no line shared
// with the corpus or another probe; and that the layer reads it as recorded (readWithAndWithoutAttemptLayer).
import { expect } from "vitest";
import type { CrisisItem } from "../corpus/corpus.ts";
import type { readWithAndWithoutAttemptLayer } from "./attempt-probe.ts";
import type { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/**
 * Registers, in the caller's describe: the pin (`items` lines hashing to `sha256`: ids, texts and labels),
 * the counts per language, and the overlap check, whose close lines (within 0.65 word overlap of a line
 * elsewhere, reported and not edited) must be exactly `close`.
 */
export function itIsThePinnedAttemptProbe(
  probe: CrisisItem[],
  pinned: { items: number; sha256: string },
  others: ReturnType<typeof linesBesides>,
  close: string[],
): void {
  itIsThePinnedProbe(probe, pinned, { harmless: 40, crisis: 40 }, () => others, close);
}

/** A reading as recorded: the layer-off figures exactly, the layer-on ones as floors and ceilings. */
export interface AttemptProbeRead {
  noneOff: number;
  noneOn: number;
  /** Recorded for the probes read since the second round. */
  atLabelOff?: number;
  atLabelOn: number;
  harmlessFlaggedOff: number;
  /** Recorded for the third probe. */
  harmlessFlaggedOn?: number;
  harmlessRaised: number;
}

type Figures = ReturnType<ReturnType<typeof readWithAndWithoutAttemptLayer>>;

/** The layer reads a language of the probe as recorded, holds no harmless line it raised, lowers nothing. */
export function expectAttemptProbeRead(f: Figures, read: AttemptProbeRead, label: string): void {
  console.log(
    `${label}: attempts read as none ${f.attemptsNoneOff} -> ${f.attemptsNoneOn} of ${f.attempts}, at or above their label ${f.atLabelOff} -> ${f.atLabelOn}, harmless flagged ${f.harmlessFlaggedOff} -> ${f.harmlessFlaggedOn} of ${f.harmless} (raised ${f.harmlessRaised}, held ${f.harmlessRaisedHeld})`,
  );
  expect(f.attemptsNoneOff).toBe(read.noneOff);
  if (read.atLabelOff !== undefined) expect(f.atLabelOff).toBe(read.atLabelOff);
  expect(f.harmlessFlaggedOff).toBe(read.harmlessFlaggedOff);
  expect(f.attemptsNoneOn).toBeLessThanOrEqual(read.noneOn);
  expect(f.atLabelOn).toBeGreaterThanOrEqual(read.atLabelOn);
  if (read.harmlessFlaggedOn !== undefined) expect(f.harmlessFlaggedOn).toBeLessThanOrEqual(read.harmlessFlaggedOn);
  expect(f.harmlessRaised).toBeLessThanOrEqual(read.harmlessRaised);
  expect(f.harmlessRaisedHeld).toBe(0);
  expect(f.lowered).toBe(0);
}
