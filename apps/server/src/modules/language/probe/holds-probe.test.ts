// The holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no line
// appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { holdVeto } from "../hold-veto.ts";
import { readCrisis, warmUpLanguage } from "../index.ts";
import { normalise } from "../normalise.ts";
import { loadHoldsProbe } from "./holds-probe.ts";
import { closeLines, linesBesides, sharedLines } from "./probe-overlap.ts";

/** Recorded on 2026-11-29 at 19:52 UTC when the probe was written, before any rule of the veto existed. */
const PINNED = { items: 180, sha256: "b0b08a7965613236dc4f9b35a7323226f317da239f09c6d6cda855b176263f33" };

const probe = loadHoldsProbe();
const others = linesBesides("holds");

describe("the holds probe", () => {
  it("is the probe recorded before any rule was written for it (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe, (i: { level: string; means: boolean }) => `${i.level}\t${i.means}`)).toBe(PINNED.sha256);
  });

  it("holds 30 harmless lines and 30 crisis lines (risk or imminent), every one naming a means, in each language", () => {
    for (const lang of LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length).toBe(30);
      expect(mine.filter((i) => ["risk", "imminent"].includes(i.level)).length).toBe(30);
      expect(mine.every((i) => i.means)).toBe(true);
    }
  });

  it("shares no line with itself, the corpus or another probe, and comes within 0.65 word overlap of none", () => {
    const own = probe.map((i) => normalise(i.text).text);
    expect(new Set(own).size).toBe(own.length);
    expect(sharedLines(probe, others)).toEqual([]);
    expect(closeLines(probe, others)).toEqual([]);
  });
});

/**
 * The probe read once with the veto off and on (2026-11-29, 19:59 UTC, decision 034 "Never held"): harmless
 * lines held and crisis lines held, of 30 per language. Harmless held fell or stayed 0 in every language and
 * no crisis hold was lost, so the veto is on in the app (go). Floors and ceilings, not goals.
 */
const READ = {
  en: { crisisHeld: 15, harmlessOff: 0, harmlessOn: 0 },
  hi: { crisisHeld: 9, harmlessOff: 3, harmlessOn: 1 },
  hinglish: { crisisHeld: 12, harmlessOff: 2, harmlessOn: 1 },
} as const;

describe("the hold veto on the holds probe", () => {
  warmUpLanguage();
  const read = (on: boolean) => {
    const was = holdVeto.on;
    holdVeto.on = on;
    try {
      return probe.map((item) => ({ item, r: readCrisis(item.text) }));
    } finally {
      holdVeto.on = was;
    }
  };
  const off = read(false);
  const on = read(true);
  const shipped = probe.map((item) => ({ item, r: readCrisis(item.text) }));

  it.each(LANGS)("%s: loses no crisis hold, holds no more harmless lines than recorded, moves no level", (lang) => {
    const mine = (rows: typeof on) => rows.filter((x) => x.item.lang === lang);
    const held = (rows: typeof on, level: "none" | "crisis") =>
      mine(rows).filter((x) => (level === "none") === (x.item.level === "none") && x.r.hold);
    console.log(
      `holds probe ${lang}: crisis held ${held(off, "crisis").length} -> ${held(on, "crisis").length} of 30, harmless held ${held(off, "none").length} -> ${held(on, "none").length} of 30`,
    );
    expect(held(off, "crisis").length).toBeGreaterThanOrEqual(READ[lang].crisisHeld);
    expect(held(on, "crisis").map((x) => x.item.id)).toEqual(held(off, "crisis").map((x) => x.item.id));
    expect(held(off, "none").length).toBeLessThanOrEqual(READ[lang].harmlessOff);
    expect(held(on, "none").length).toBeLessThanOrEqual(READ[lang].harmlessOn);
    expect(held(on, "none").length).toBeLessThanOrEqual(held(off, "none").length);
    // Only the hold moves: level, score, signals and means are the same with the veto off and on.
    expect(mine(on).map((x) => ({ ...x.r, hold: false }))).toEqual(mine(off).map((x) => ({ ...x.r, hold: false })));
    // The app reads what its switch says.
    expect(mine(shipped).map((x) => x.r)).toEqual(mine(holdVeto.on ? on : off).map((x) => x.r));
  });
});
