// The attempt probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { loadAttemptProbe } from "./attempt-probe.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";

/** Recorded on 2026-11-30 at 07:30 UTC when the probe was copied in, before it was read with any reader. */
const PINNED = { items: 240, sha256: "edf40684a93ac328dc6984c8aeba10bbf4c89319e00bd70d26a9d2cafe4c0b8a" };

const probe = loadAttemptProbe();
const others = linesBesides("attempt");

describe("the attempt probe", () => {
  it("is the probe recorded before it was read (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds 40 attempts and 40 hard negatives in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level !== "none").length).toBe(40);
      expect(mine.filter((i) => i.level === "none").length).toBe(40);
    }
  });

  it("shares no line with the corpus or another probe, and comes within 0.65 word overlap of none", () => {
    expect(sharedLines(probe, others)).toEqual([]);
    expect(closeLines(probe, others)).toEqual([]);
  });
});
