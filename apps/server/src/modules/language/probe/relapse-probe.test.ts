// The relapse probe is pinned like a frozen split: a changed, added or relabelled line fails here; no line
// appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";
import { loadRelapseProbe } from "./relapse-probe.ts";

/** Recorded on 2026-11-30 at 11:00 UTC, when the helper handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "31c0b0156bcff08706a0e1c5a43efa264f4bb9f3e1b65e3ebde5721bf5c07eaa" };

const probe = loadRelapseProbe();

describe("the relapse probe", () => {
  it("is the probe recorded before the app read it (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds 60 harmless lines and 60 crisis lines (risk or imminent) in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length).toBe(60);
      expect(mine.filter((i) => ["risk", "imminent"].includes(i.level)).length).toBe(60);
      expect(mine.every((i) => i.id.startsWith(`probe-relapse-${lang}-`))).toBe(true);
    }
  });

  it("shares no line with the corpus or another probe, and comes within 0.65 word overlap of none", () => {
    const others = linesBesides("relapse");
    expect(sharedLines(probe, others)).toEqual([]);
    expect(closeLines(probe, others)).toEqual([]);
  });
});
