// The farewell probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { EVERYDAY_GOODBYE } from "../crisis-decision.ts";
import { warmUpLanguage } from "../index.ts";
import { RECOVERY_LAYER } from "../recovery.ts";
import { loadFarewellProbe, readFarewell } from "./farewell-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 10:50 UTC, when the helper handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "4588a7ddf9045069ecb580d079210012548867016a47656a2b5ac1ff5a6e186b" };

const probe = loadFarewellProbe();

describe("the farewell probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 60, crisis: 60, stem: "farewell" }, () => linesBesides("farewell"));
});

/**
 * The probe read once (2026-11-30, 10:50 UTC, decision 034 "Recovery told as past, and everyday goodbyes"),
 * of 60 harmless and 60 crisis lines per language: harmless lines flagged with both switches off, with the
 * everyday-goodbye rule alone, the recovery layer alone and both; crisis lines caught (the same in all four);
 * no harmless line held in any. Each layer passed the probe's part of its go/no-go; the frozen splits, read
 * once with both on, lost one crisis message (batch 3 Hindi recall 0.976 -> 0.965, under its floor 0.97), so
 * both switches stay off (no-go). Floors and ceilings, not goals.
 */
const READ = {
  en: { flagged: { off: 13, goodbye: 12, recovery: 11, both: 10 }, caught: 53 },
  hi: { flagged: { off: 15, goodbye: 14, recovery: 13, both: 13 }, caught: 53 },
  hinglish: { flagged: { off: 18, goodbye: 17, recovery: 17, both: 16 }, caught: 58 },
} as const;

describe("the everyday-goodbye rule and the recovery layer on the farewell probe", () => {
  warmUpLanguage();

  it("are switched as the no-go left them (off)", () => {
    expect(EVERYDAY_GOODBYE).toBe(false);
    expect(RECOVERY_LAYER).toBe(false);
  });

  it.each(LANGS)(
    "%s: reads as recorded, each layer flags fewer harmless lines, loses no crisis line, holds none",
    (lang) => {
      const mine = probe.filter((i) => i.lang === lang);
      const off = readFarewell(mine, false, false);
      const goodbye = readFarewell(mine, true, false);
      const recovery = readFarewell(mine, false, true);
      const both = readFarewell(mine, true, true);
      console.log(
        `farewell probe ${lang}: harmless flagged off ${off.flagged}, goodbye ${goodbye.flagged}, recovery ${recovery.flagged}, both ${both.flagged} of 60; crisis caught ${off.caught} -> ${both.caught} of 60`,
      );
      const read = READ[lang];
      expect(off.flagged).toBe(read.flagged.off);
      expect(goodbye.flagged).toBeLessThanOrEqual(read.flagged.goodbye);
      expect(recovery.flagged).toBeLessThanOrEqual(read.flagged.recovery);
      expect(both.flagged).toBeLessThanOrEqual(read.flagged.both);
      for (const f of [off, goodbye, recovery, both]) {
        expect(f.caught).toBeGreaterThanOrEqual(read.caught);
        expect(f.held).toBe(0);
      }
      expect(both.caught).toBe(off.caught);
    },
  );
});
