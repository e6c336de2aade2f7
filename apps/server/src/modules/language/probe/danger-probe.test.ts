// The danger probe is pinned like a frozen split: a changed, added or relabelled line fails here, and
// no probe line may appear in the corpus that trains the models (the probe is a held-out check).
import { describe, expect, it } from "vitest";
import { LANGS, loadCrisisCorpus, loadEverydayCorpus, loadIntentCorpus } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { warmUpLanguage } from "../index.ts";
import { normalise } from "../normalise.ts";
import { loadDangerProbe, readWithAndWithoutDangerLayer } from "./danger-probe.ts";

/** Recorded on 2026-11-29 at 13:44 UTC when the probe was written, before any danger pattern existed or was scored on it. */
const PINNED = { items: 240, sha256: "c962fb5290399143b3680794488fb545899c1e2da26d4785bc0b5be669b05324" };

const probe = loadDangerProbe();

describe("the danger probe", () => {
  it("is the probe recorded before any pattern was scored (ids, texts and labels)", () => {
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

  it("shares no line with the corpus (after normalisation)", () => {
    const corpus = new Set(
      [...loadCrisisCorpus(), ...loadEverydayCorpus(), ...loadIntentCorpus()].map((i) => normalise(i.text).text),
    );
    const shared = probe.filter((i) => corpus.has(normalise(i.text).text)).map((i) => i.text);
    expect(shared).toEqual([]);
  });
});

/**
 * The probe read once with the layer off and on (2026-11-29, decision 034 "Danger from someone else"),
 * after the patterns were written: disclosures read as danger, and harmless lines read as any crisis (the
 * model's own false alarms; the layer added none). Floors and ceilings, not goals. Raised on the evening
 * of 2026-11-29 (decision 034, "second round": this probe was a development set for that round, so these
 * floors guard against a regression and say nothing of lines never seen): en 37 -> 40, hi 34 -> 39,
 * Hinglish 32 -> 40; the harmless lines flagged are unchanged.
 */
const READ = {
  en: { dangerOff: 35, dangerOn: 40, harmlessFlagged: 8 },
  hi: { dangerOff: 23, dangerOn: 39, harmlessFlagged: 6 },
  hinglish: { dangerOff: 24, dangerOn: 40, harmlessFlagged: 4 },
} as const;

describe("the danger layer on the danger probe", () => {
  warmUpLanguage();
  const figures = readWithAndWithoutDangerLayer(probe);

  it.each(LANGS)("%s: reads at least the recorded disclosures as danger and adds no false alarm", (lang) => {
    const f = figures(lang);
    console.log(
      `danger probe ${lang}: read as danger ${f.dangerOff} -> ${f.dangerOn} of 40, harmless flagged ${f.harmlessOff} -> ${f.harmlessOn} of 40`,
    );
    expect(f.dangerOn).toBeGreaterThanOrEqual(READ[lang].dangerOn);
    expect(f.dangerOn).toBeGreaterThan(f.dangerOff);
    expect(f.harmlessOn).toBeLessThanOrEqual(READ[lang].harmlessFlagged);
    expect(f.harmlessOn).toBe(f.harmlessOff);
  });
});
