// The leave-taking probe is pinned like a frozen split: a changed, added or relabelled line (or recent line)
// fails here. Short goodbyes are a small vocabulary, so some of its lines are in the corpus or another probe
// already, or close to one: their number is recorded with the pin, and the figures are given with and
// without them (decision 034).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { leaveLabels, loadLeaveProbe } from "./leave-probe.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";

/** Recorded on 2026-11-30 at 16:16 UTC, when the helper handed it over, before the app read any line of it. */
const PINNED = { items: 300, sha256: "cb9556a6e776c05ab5a12e612d4f3484cd285f3410359d347559be86a600f087" };
/** Lines found, normalised, in the corpus or another probe, and lines within 0.65 word overlap of one. */
const SHARED = 12;
const CLOSE = 26;

const probe = loadLeaveProbe();

describe("the leave-taking probe", () => {
  it("is the probe recorded before the app read it (ids, texts, labels and recent lines)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, leaveLabels)).toBe(PINNED.sha256);
  });

  it("holds 60 harmless and 40 crisis lines in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length).toBe(60);
      expect(mine.filter((i) => i.level !== "none").length).toBe(40);
      expect(mine.every((i) => i.id.startsWith(`probe-leave-${lang}-`))).toBe(true);
    }
  });

  it(`shares ${SHARED} lines with the corpus or another probe and comes close to one in ${CLOSE}, as recorded`, () => {
    const others = linesBesides("leave");
    expect(sharedLines(probe, others).length).toBe(SHARED);
    expect(closeLines(probe, others).length).toBe(CLOSE);
  });
});
