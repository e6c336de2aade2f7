// The second attempt probe is pinned like a frozen split: a changed, added or relabelled line fails here;
// no line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { hashOfItems } from "../corpus/split.ts";
import { loadAttempt2Probe } from "./attempt2-probe.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";

/** Recorded on 2026-11-30 at 07:47 UTC when the probe was copied in, before it was read with any reader. */
const PINNED = { items: 240, sha256: "c370bff46c529110861e66dd44e0e5cfaf74b2a1111f65871337f1882bee6627" };

const probe = loadAttempt2Probe();
const others = linesBesides("attempt2");

describe("the second attempt probe", () => {
  it("is the probe recorded before it was read (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  // Found when it was copied in and reported, not edited: en-c016 ("how many times does someone have to try
  // before anyone takes them seriously? i've tried twice") is within 0.94 word overlap of round one's
  // probe-attempt-en-c020 ("... ive tried 4 times"), a line of the development set: not held out.
  it("shares no line with the corpus or another probe, and comes within 0.65 word overlap of one only", () => {
    expect(sharedLines(probe, others)).toEqual([]);
    expect(closeLines(probe, others)).toEqual(["probe-attempt2-en-c016"]);
  });
});
