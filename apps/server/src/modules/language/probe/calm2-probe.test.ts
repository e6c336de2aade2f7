// The second calm probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { warmUpLanguage } from "../index.ts";
import { readWithAndWithoutCalmLayer } from "./calm-probe.ts";
import { expectCalmFigures } from "./calm-probe-figures.ts";
import { loadCalm2Probe } from "./calm2-probe.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";

/** Recorded on 2026-11-29 at 20:12 UTC when the probe was written, before any change of the second calm round. */
const PINNED = { items: 180, sha256: "26a350f63b1aed880c56b85b5656ad7d81dab11130ae9f373cb430c8ac63e545" };

const probe = loadCalm2Probe();
const others = linesBesides("calm2");

describe("the second calm probe", () => {
  it("is the probe recorded before any change was made for it (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds 30 harmless lines and 30 crisis lines (concern, risk or imminent) in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length).toBe(30);
      expect(mine.filter((i) => ["concern", "risk", "imminent"].includes(i.level)).length).toBe(30);
      expect(mine.every((i) => i.id.startsWith(`probe-calm2-${lang}-`))).toBe(true);
    }
  });

  it("shares no line with the corpus or another probe, and comes within 0.65 word overlap of none", () => {
    expect(sharedLines(probe, others)).toEqual([]);
    expect(closeLines(probe, others)).toEqual([]);
  });
});

/**
 * The probe read once with the second round's calm layer switched on (2026-11-29, 20:18 UTC, decision 034
 * "Harmless by context, second round"): crisis lines caught (any level but none) and harmless lines
 * flagged, of 30 per language. Before any change: flagged 4, 5, 7 with the switch off, and the same with
 * the first round's layer on. With the second round on: 4, 3, 7; no crisis line lost. English and
 * Hinglish did not fall, so the layer stays off in the app (no-go). Floors and ceilings, not goals.
 */
const READ = {
  en: { crisisCaught: 28, harmlessOff: 4, harmlessOn: 4 },
  hi: { crisisCaught: 29, harmlessOff: 5, harmlessOn: 3 },
  hinglish: { crisisCaught: 25, harmlessOff: 7, harmlessOn: 7 },
} as const;

describe("the calm layer on the second calm probe", () => {
  warmUpLanguage();
  const figures = readWithAndWithoutCalmLayer(probe);

  it.each(LANGS)("%s: loses no crisis line, flags no more harmless lines than recorded", (lang) => {
    const f = figures(lang);
    console.log(
      `calm probe 2 ${lang}: crisis caught ${f.caughtOff} -> ${f.caughtOn} of 30, harmless flagged ${f.flaggedOff} -> ${f.flaggedOn} of 30`,
    );
    expectCalmFigures(f, READ[lang]);
  });
});
