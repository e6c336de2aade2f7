// The relapse probe is pinned like a frozen split: a changed, added or relabelled line fails here; no line
// appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { warmUpLanguage } from "../index.ts";
import { RELAPSE_LAYER } from "../relapse.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";
import { loadRelapseProbe, readRelapseProbe } from "./relapse-probe.ts";

/** Recorded on 2026-11-30 at 11:00 UTC, when the helper handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "31c0b0156bcff08706a0e1c5a43efa264f4bb9f3e1b65e3ebde5721bf5c07eaa" };

const probe = loadRelapseProbe();

describe("the relapse probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 60, crisis: 60, stem: "relapse" }, () => linesBesides("relapse"));
});

/**
 * The probe read once (2026-11-30, 11:00 UTC, decision 034 "A recovery that broke: the relapse layer"), of
 * 60 harmless and 60 crisis lines per language: crisis lines caught with the layer off and on, harmless lines
 * flagged (the same off and on), raised (their level rose: one in English, concern to risk) and held (none).
 * Crisis lines read as none fell 34 -> 29, not by a third, and the frozen splits read once with the layer on
 * fell under batch 1 English's precision floor: the switch stays off (no-go). Floors and ceilings, not goals.
 * Since the self-harm slang entries went on (decision 034, "Self-harm slang", 2026-11-30, late night) the
 * shipped reading catches one more crisis line in each language ("sh'd again after 5 months", "आज रात फिर
 * 'बिल्ली ने नोचा' 🙃 घर में बिल्ली है ही नहीं", "6 mahine ka clean streak tha, kal raat ... phir se kaat diya"):
 * off 52, 44, 50 then; 53, 45, 51 now.
 */
const READ = {
  en: { caughtOff: 53, caughtOn: 53, flagged: 21, raised: 1 },
  hi: { caughtOff: 45, caughtOn: 47, flagged: 17, raised: 0 },
  hinglish: { caughtOff: 51, caughtOn: 51, flagged: 18, raised: 0 },
} as const;

describe("the relapse layer on the relapse probe", () => {
  warmUpLanguage();

  it("is switched as the no-go left it (off)", () => {
    expect(RELAPSE_LAYER).toBe(false);
  });

  it.each(LANGS)(
    "%s: reads as recorded, catches more crisis lines, raises no more harmless lines, holds none",
    (lang) => {
      const mine = probe.filter((i) => i.lang === lang);
      const off = readRelapseProbe(mine, false);
      const on = readRelapseProbe(mine, true);
      console.log(
        `relapse probe ${lang}: crisis caught ${off.caught} -> ${on.caught} of 60; harmless flagged ${off.flagged} -> ${on.flagged}, raised ${on.raised}, held ${on.held} of 60`,
      );
      const read = READ[lang];
      expect(off.caught).toBe(read.caughtOff);
      expect(on.caught).toBeGreaterThanOrEqual(read.caughtOn);
      expect(off.flagged).toBe(read.flagged);
      expect(on.flagged).toBeLessThanOrEqual(read.flagged);
      expect(on.raised).toBeLessThanOrEqual(read.raised);
      expect(on.held).toBe(0);
    },
  );
});
