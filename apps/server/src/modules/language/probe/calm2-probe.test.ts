// The second calm probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS, loadCrisisCorpus, loadEverydayCorpus, loadIntentCorpus } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { normalise } from "../normalise.ts";
import { loadCalmProbe } from "./calm-probe.ts";
import { loadCalm2Probe } from "./calm2-probe.ts";
import { loadDangerProbe } from "./danger-probe.ts";
import { loadDanger2Probe } from "./danger2-probe.ts";
import { loadGoodbyeProbe } from "./goodbye-probe.ts";
import { loadHoldsProbe } from "./holds-probe.ts";

/** Recorded on 2026-11-29 at 20:12 UTC when the probe was written, before any change of the second calm round. */
const PINNED = { items: 180, sha256: "26a350f63b1aed880c56b85b5656ad7d81dab11130ae9f373cb430c8ac63e545" };

const probe = loadCalm2Probe();
const others = [
  ...loadCrisisCorpus(),
  ...loadEverydayCorpus(),
  ...loadIntentCorpus(),
  ...loadDangerProbe(),
  ...loadDanger2Probe(),
  ...loadGoodbyeProbe(),
  ...loadCalmProbe(),
  ...loadHoldsProbe(),
];

const words = (text: string) => new Set(normalise(text).text.split(" ").filter(Boolean));
/** Shared words over all words of the two lines (Jaccard). */
const overlap = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
};

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
    const seen = new Set(others.map((i) => normalise(i.text).text));
    expect(probe.filter((i) => seen.has(normalise(i.text).text)).map((i) => i.text)).toEqual([]);
    const otherWords = others.map((i) => words(i.text));
    const close = probe.filter((i) => {
      const mine = words(i.text);
      return otherWords.some((w) => overlap(mine, w) >= 0.65);
    });
    expect(close.map((i) => i.id)).toEqual([]);
  });
});
