// The "mann nahi karta" probe is pinned like a frozen split: a changed, added or relabelled line fails
// here; no line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { loadMannProbe } from "./mann-probe.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";

/** Recorded on 2026-11-29 at 23:49 UTC when the probe was written, before any rule for it existed. */
const PINNED = { items: 180, sha256: "4406b22aa612fedb078b6569e79d1098bc2f3ea999f061699886c37b30fd9a14" };

const probe = loadMannProbe();
const others = linesBesides("mann");

describe("the mann probe", () => {
  it("is the probe recorded before any rule was made for it (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds 30 plain lines (none or concern) and 30 crisis lines (concern, risk or imminent) in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      const plain = mine.filter((i) => i.id.startsWith(`probe-mann-${lang}-n`));
      const crisis = mine.filter((i) => i.id.startsWith(`probe-mann-${lang}-c`));
      expect(plain.length).toBe(30);
      expect(crisis.length).toBe(30);
      expect(plain.every((i) => i.level === "none" || i.level === "concern")).toBe(true);
      expect(crisis.every((i) => ["concern", "risk", "imminent"].includes(i.level))).toBe(true);
    }
  });

  it("shares no line with the corpus or another probe, and comes within 0.65 word overlap of none", () => {
    expect(sharedLines(probe, others)).toEqual([]);
    expect(closeLines(probe, others)).toEqual([]);
  });
});
