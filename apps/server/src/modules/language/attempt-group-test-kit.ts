// What every switched group of the attempt layer's entries must do (attempt.ts switchOf; decision 034): be
// switched as decided, read each entry's examples as risk or above, read each negative exactly as without the
// group, catch the lines given in `lines.caught` (none without the group, risk with it) and never raise
// the lines given in `lines.literal`. Registered in the caller's describe; returns `readWith(on, text)`.
import { afterEach, expect, it } from "vitest";
import { readCrisis } from "./index.ts";
import type { AttemptEntry } from "./lexicon/types.ts";

export const rank = (level: string) => ["none", "concern", "risk", "imminent", "danger"].indexOf(level);

export function itReadsAsAGroup(
  group: { on: boolean },
  shipped: boolean,
  entries: readonly AttemptEntry[],
  lines: { caught: readonly string[]; literal: readonly string[] },
) {
  const readWith = (on: boolean, text: string) => {
    group.on = on;
    return readCrisis(text);
  };
  afterEach(() => {
    group.on = shipped;
  });

  it("is on in the app (its probe's go, decision 034)", () => {
    expect(shipped).toBe(true);
  });

  it.each(entries.map((e) => [e.id, e] as const))("%s: its examples read as risk or above", (_id, entry) => {
    expect(entry.examples.filter((x) => rank(readWith(true, x).level) < rank("risk"))).toEqual([]);
  });

  it.each(entries.map((e) => [e.id, e] as const))("%s: its negatives read as without the group", (_id, entry) => {
    expect(entry.negatives.filter((x) => readWith(true, x).level !== readWith(false, x).level)).toEqual([]);
  });

  it("catches lines the model alone reads as none", () => {
    for (const text of lines.caught) {
      expect(readWith(false, text).level, text).toBe("none");
      expect(readWith(true, text).level, text).toBe("risk");
    }
  });

  it("leaves the same words alone where they are not what it looks for", () => {
    for (const text of lines.literal)
      expect(rank(readWith(true, text).level), text).toBeLessThanOrEqual(rank(readWith(false, text).level));
  });

  return readWith;
}
