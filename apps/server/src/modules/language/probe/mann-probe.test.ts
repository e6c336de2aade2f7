// The "mann nahi karta" probe is pinned like a frozen split: a changed, added or relabelled line fails
// here; no line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { hashOfItems } from "../corpus/split.ts";
import { SEVERITY } from "../crisis.ts";
import { MANN_LAYER, mannLayer } from "../crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../index.ts";
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

/**
 * The probe read once with the mann layer off and on (2026-11-29, 23:52 UTC, decision 034 "Plain low
 * motivation is concern, not risk"): plain lines read risk or imminent, and crisis lines read at or above
 * their labelled level, of 30 per language. English did not fall (4 -> 4), so by the go/no-go written
 * before the reading the layer stayed off (no-go); since 2026-11-30 the app reads Hindi's two frames
 * (MANN_FRAMES, decision 034 "The mann layer for Hindi in both scripts"), so "on" here is those two.
 * Floors and ceilings, not goals.
 */
const READ = {
  en: { plainHighOff: 4, plainHighOn: 4, crisisKept: 14 },
  hi: { plainHighOff: 6, plainHighOn: 3, crisisKept: 18 },
  hinglish: { plainHighOff: 6, plainHighOn: 3, crisisKept: 22 },
} as const;

const HIGH = new Set(["risk", "imminent", "danger"]);

describe("the mann layer on the mann probe", () => {
  warmUpLanguage();
  const rows = probe.map((item) => {
    mannLayer.on = false;
    const off = readCrisis(item.text).level;
    mannLayer.on = true;
    const on = readCrisis(item.text).level;
    mannLayer.on = MANN_LAYER;
    const app = readCrisis(item.text).level;
    return { item, off, on, app };
  });

  it.each(LANGS)(
    "%s: lowers no crisis line below its label, reads no more plain lines as risk than recorded",
    (lang) => {
      const mine = rows.filter((r) => r.item.lang === lang);
      const plain = mine.filter((r) => r.item.id.includes("-n"));
      const crisis = mine.filter((r) => r.item.id.includes("-c"));
      const high = (k: "off" | "on") => plain.filter((r) => HIGH.has(r[k])).length;
      const kept = (k: "off" | "on") => crisis.filter((r) => SEVERITY[r[k]]! >= SEVERITY[r.item.level]!).length;
      console.log(
        `mann probe ${lang}: plain read risk/imminent ${high("off")} -> ${high("on")} of 30, crisis at or above label ${kept("off")} -> ${kept("on")} of 30`,
      );
      expect(high("off")).toBeLessThanOrEqual(READ[lang].plainHighOff);
      expect(high("on")).toBeLessThanOrEqual(READ[lang].plainHighOn);
      expect(kept("off")).toBeGreaterThanOrEqual(READ[lang].crisisKept);
      expect(kept("on")).toBe(kept("off"));
      // Only risk -> concern ever moves, and the app reads what its switch says.
      for (const r of mine) if (r.on !== r.off) expect([r.off, r.on]).toEqual(["risk", "concern"]);
      expect(mine.map((r) => r.app)).toEqual(mine.map((r) => (MANN_LAYER ? r.on : r.off)));
    },
  );
});
