// The calm probe is pinned like a frozen split: a changed, added or relabelled line fails here; no line
// appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { warmUpLanguage } from "../index.ts";
import { loadCalmProbe, readWithAndWithoutCalmLayer } from "./calm-probe.ts";
import { expectCalmFigures } from "./calm-probe-figures.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";

/** Recorded on 2026-11-29 at 19:34 UTC when the probe was written, before any pattern of the calm layer existed. */
const PINNED = { items: 240, sha256: "9bd31a8b352d63b224ce5d65118cff5c6345a4e6af8a8c033f94e069594c39f6" };

const probe = loadCalmProbe();
const others = linesBesides("calm");

describe("the calm probe", () => {
  it("is the probe recorded before any pattern was written for it (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds 40 harmless lines and 40 crisis lines (concern, risk or imminent) in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length).toBe(40);
      expect(mine.filter((i) => ["concern", "risk", "imminent"].includes(i.level)).length).toBe(40);
    }
  });

  it("shares no line with the corpus or another probe, and comes within 0.65 word overlap of none", () => {
    expect(sharedLines(probe, others)).toEqual([]);
    expect(closeLines(probe, others)).toEqual([]);
  });
});

/**
 * The probe read once with the calm layer off and on (2026-11-29, 19:45 UTC, decision 034 "Harmless by
 * context"): crisis lines caught (any level but none) and harmless lines flagged, of 40 per language.
 * Hindi did not fall (4 -> 4), so the layer is off in the app (no-go). Floors and ceilings, not goals.
 */
const READ = {
  en: { crisisCaught: 39, harmlessOff: 4, harmlessOn: 2 },
  hi: { crisisCaught: 39, harmlessOff: 4, harmlessOn: 4 },
  hinglish: { crisisCaught: 37, harmlessOff: 10, harmlessOn: 7 },
} as const;

describe("the calm layer on the calm probe", () => {
  warmUpLanguage();
  const figures = readWithAndWithoutCalmLayer(probe);

  it.each(LANGS)("%s: loses no crisis line, flags no more harmless lines than recorded", (lang) => {
    const f = figures(lang);
    console.log(
      `calm probe ${lang}: crisis caught ${f.caughtOff} -> ${f.caughtOn} of 40, harmless flagged ${f.flaggedOff} -> ${f.flaggedOn} of 40`,
    );
    expectCalmFigures(f, READ[lang]);
  });
});
