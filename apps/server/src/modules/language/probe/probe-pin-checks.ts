// What a held-out probe's test asserts before anything else: that it is the probe pinned before the app read
// it, with the counts per language it was written with, and that no line is shared with, or within 0.65
// word overlap of, the corpus or another probe (except the close lines reported, when there are any).
import { expect, it } from "vitest";
import { type CrisisItem, LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { closeLines, type linesBesides, sharedLines } from "./probe-overlap.ts";

/** Registers the pin, the counts and the overlap check in the caller's describe. */
export function itIsThePinnedProbe(
  probe: CrisisItem[],
  pinned: { items: number; sha256: string },
  /** Lines per language, the ids' stem, and the lines already in the corpus or another probe (short goodbyes, emoji), when there are any. */
  perLanguage: { harmless: number; crisis: number; stem?: string; shared?: string[] },
  others: () => ReturnType<typeof linesBesides>,
  close: string[] = [],
  /** What of each item's labels the pin covers: level and means unless told. */
  labels: (i: CrisisItem) => string = (i) => `${i.level}\t${i.means}`,
): void {
  it("is the probe recorded before the app read it (ids, texts and labels)", () => {
    expect(probe.length).toBe(pinned.items);
    expect(hashOfItems(probe, labels)).toBe(pinned.sha256);
  });

  it(`holds ${perLanguage.harmless} harmless lines and ${perLanguage.crisis} crisis lines in each language`, () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length).toBe(perLanguage.harmless);
      expect(mine.filter((i) => i.level !== "none").length).toBe(perLanguage.crisis);
      if (perLanguage.stem) expect(mine.every((i) => i.id.startsWith(`probe-${perLanguage.stem}-${lang}-`))).toBe(true);
    }
  });

  const shared = perLanguage.shared ?? [];
  it(`shares ${shared.length} lines with the corpus or another probe; the lines close to one are the ${close.length} reported`, () => {
    const lines = others();
    // As sets: lists recorded in parts (those at the reading, those later probes added) keep their own order.
    expect([...sharedLines(probe, lines)].sort()).toEqual([...shared].sort());
    expect([...closeLines(probe, lines)].sort()).toEqual([...close].sort());
  });
}
