// The Health Bot's care probe is pinned like a frozen split: a changed, added or relabelled line fails
// here; it stays half crisis, half ordinary in each language; and no line is in, or within a word
// overlap of 0.65 of, a corpus file that trains the models (the probe is a held-out check).
import { describe, expect, it } from "vitest";
import { loadCrisisCorpus, loadEverydayCorpus, loadIntentCorpus } from "../../language/corpus/corpus.ts";
import { hashOfItems } from "../../language/corpus/split.ts";
import { normalise } from "../../language/normalise.ts";
import { BOT_CARE_PROBE_LANGS, loadBotCareProbe } from "./bot-care-probe.ts";

/** Recorded on 2026-11-29 when the probe was written, before any bar was scored on it. */
const PINNED = { items: 180, sha256: "e2329994f21a02ac46cb9d16d89a7a4e7c73be8de6ef827737ec88ae44a6d164" };
/** Jaccard overlap of two lines' normalised words at which a probe line counts as a corpus line rewritten. */
const NEAR = 0.65;

const probe = loadBotCareProbe();
const corpus = [...loadCrisisCorpus(), ...loadEverydayCorpus(), ...loadIntentCorpus()].map((i) => i.text);
const words = (text: string) => new Set(normalise(text).text.split(/\s+/u).filter(Boolean));

describe("the Health Bot care probe", () => {
  it("is the probe recorded before any bar was scored on it (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds as many ordinary lines as crisis lines in each language", () => {
    for (const lang of BOT_CARE_PROBE_LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length, lang).toBe(30);
      expect(mine.filter((i) => i.level !== "none").length, lang).toBe(30);
    }
  });

  it("shares no line with the corpus (after normalisation), nor comes within a word overlap of 0.65 of one", () => {
    const exact = new Set(corpus.map((t) => normalise(t).text));
    expect(probe.filter((i) => exact.has(normalise(i.text).text)).map((i) => i.text)).toEqual([]);
    const sets = corpus.map(words);
    const near = probe.flatMap((p) => {
      const w = words(p.text);
      return sets.some((c) => {
        let shared = 0;
        for (const x of w) if (c.has(x)) shared += 1;
        return shared / (w.size + c.size - shared) >= NEAR;
      })
        ? [p.text]
        : [];
    });
    expect(near).toEqual([]);
  }, 60_000);
});
