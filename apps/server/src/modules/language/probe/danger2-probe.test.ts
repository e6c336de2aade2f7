// The second danger probe is pinned like a frozen split: a changed, added or relabelled line fails here;
// no line appears in the corpus or the first danger probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { warmUpLanguage } from "../index.ts";
import { readWithAndWithoutDangerLayer } from "./danger-probe.ts";
import { loadDanger2Probe } from "./danger2-probe.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";

/** Recorded on 2026-11-29 at 19:11 UTC when the probe was written, before any pattern was written or scored for it. */
const PINNED = { items: 240, sha256: "df743d6a6f7778e0671c4bf2142c2852f1e75d803015d5b687d4bc195edcbf87" };

const probe = loadDanger2Probe();
const others = linesBesides("danger2");

describe("the second danger probe", () => {
  it("is the probe recorded before any pattern was written for it (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds 40 disclosures of danger and 40 hard negatives in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "danger").length).toBe(40);
      expect(mine.filter((i) => i.level === "none").length).toBe(40);
    }
  });

  it("shares no line with the corpus or another probe, and comes within 0.65 word overlap of none", () => {
    expect(sharedLines(probe, others)).toEqual([]);
    expect(closeLines(probe, others)).toEqual([]);
  });
});

/**
 * The probe read once with the layer off and on with the second round's patterns (2026-11-29, 19:24 UTC,
 * decision 034 "Danger from someone else, second round"): disclosures read as danger, and harmless lines
 * read as any crisis (the model's own false alarms; the layer added none). The shipped layer before that
 * round read en 32, hi 25, Hinglish 28 disclosures as danger here and flagged en 8, hi 6, Hinglish 9
 * harmless lines (it added two in English and one in Hindi). Floors and ceilings, not goals.
 */
const READ = {
  en: { dangerOff: 31, dangerOn: 37, harmlessFlagged: 6 },
  hi: { dangerOff: 25, dangerOn: 39, harmlessFlagged: 5 },
  hinglish: { dangerOff: 27, dangerOn: 39, harmlessFlagged: 9 },
} as const;

describe("the danger layer on the second danger probe", () => {
  warmUpLanguage();
  const figures = readWithAndWithoutDangerLayer(probe);

  it.each(LANGS)("%s: reads at least the recorded disclosures as danger and adds no false alarm", (lang) => {
    const f = figures(lang);
    console.log(
      `danger probe 2 ${lang}: read as danger ${f.dangerOff} -> ${f.dangerOn} of 40, harmless flagged ${f.harmlessOff} -> ${f.harmlessOn} of 40`,
    );
    expect(f.dangerOn).toBeGreaterThanOrEqual(READ[lang].dangerOn);
    expect(f.harmlessOn).toBeLessThanOrEqual(READ[lang].harmlessFlagged);
    expect(f.harmlessOn).toBe(f.harmlessOff);
  });
});
