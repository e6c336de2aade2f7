// The goodbye probe is pinned like a frozen split: a changed, added or relabelled line fails here, and
// no probe line may appear in the corpus that trains the models (the probe is a held-out check).
import { describe, expect, it } from "vitest";
import { LANGS, loadCrisisCorpus, loadEverydayCorpus, loadIntentCorpus } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { normalise } from "../normalise.ts";
import { loadGoodbyeProbe } from "./goodbye-probe.ts";

/** Recorded on 2026-11-29 at 10:47 UTC when the probe was written, before any candidate was scored on it. */
const PINNED = { items: 300, sha256: "829b4413cbd2578223a76339625c57aa7d6f7401ff5cdc1db5727c273bcb0991" };

const probe = loadGoodbyeProbe();

describe("the goodbye probe", () => {
  it("is the probe recorded before selection (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds as many everyday lines as crisis lines in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length).toBe(50);
      expect(mine.filter((i) => i.level !== "none").length).toBe(50);
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
