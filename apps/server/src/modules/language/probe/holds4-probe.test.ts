// The fourth holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, none is within 0.65 word overlap of one, and every line names a
// means with crisis lines at risk or imminent (decision 034, "Never held, fourth round: recovery").
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { holdVeto } from "../hold-veto.ts";
import { readCrisis, warmUpLanguage } from "../index.ts";
import { loadHolds4Probe } from "./holds4-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 19:06 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "8d19ca658360c68d4d8c3dd1ea4644fdb59642a4304fce973e24a6e496cf89ba" };

const probe = loadHolds4Probe();

describe("the fourth holds probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 80, crisis: 40, stem: "holds4" }, () => linesBesides("holds4"));

  it("names a means in every line, and every crisis line is at risk or imminent", () => {
    expect(probe.filter((i) => !i.means).map((i) => i.id)).toEqual([]);
    expect(probe.filter((i) => !["none", "risk", "imminent"].includes(i.level)).map((i) => i.id)).toEqual([]);
  });
});

/**
 * The probe read once with the second round and the fourth (2026-11-30, 19:12 UTC, decision 034 "Never held,
 * fourth round: recovery"): harmless and crisis lines held, of 80 and 40 per language. Harmless held fell
 * over the three languages (11 -> 7) and rose in none, and no crisis hold was lost, so the fourth round is
 * on (go). Floors and ceilings, not goals.
 */
const READ = {
  en: { crisisHeld: 4, harmlessSecond: 3, harmlessFourth: 3 },
  hi: { crisisHeld: 6, harmlessSecond: 3, harmlessFourth: 2 },
  hinglish: { crisisHeld: 6, harmlessSecond: 5, harmlessFourth: 2 },
} as const;

describe("the hold veto's fourth round on the fourth holds probe", () => {
  warmUpLanguage();
  const read = (fourth: boolean) => {
    const was = { ...holdVeto };
    Object.assign(holdVeto, { on: true, round: fourth ? 4 : 2 });
    try {
      return probe.map((item) => ({ item, r: readCrisis(item.text) }));
    } finally {
      Object.assign(holdVeto, was);
    }
  };
  const second = read(false);
  const fourth = read(true);
  const app = probe.map((item) => ({ item, r: readCrisis(item.text) }));

  it.each(LANGS)("%s: loses no crisis hold, holds no more harmless lines than recorded, moves no level", (lang) => {
    const mine = (rows: typeof fourth) => rows.filter((x) => x.item.lang === lang);
    const held = (rows: typeof fourth, level: "none" | "crisis") =>
      mine(rows).filter((x) => (level === "none") === (x.item.level === "none") && x.r.hold);
    console.log(
      `fourth holds probe ${lang}: crisis held ${held(second, "crisis").length} -> ${held(fourth, "crisis").length} of 40, harmless held ${held(second, "none").length} -> ${held(fourth, "none").length} of 80`,
    );
    expect(held(second, "crisis").length).toBeGreaterThanOrEqual(READ[lang].crisisHeld);
    expect(held(fourth, "crisis").map((x) => x.item.id)).toEqual(held(second, "crisis").map((x) => x.item.id));
    expect(held(second, "none").length).toBeLessThanOrEqual(READ[lang].harmlessSecond);
    expect(held(fourth, "none").length).toBeLessThanOrEqual(READ[lang].harmlessFourth);
    expect(held(fourth, "none").length).toBeLessThanOrEqual(held(second, "none").length);
    const unheld = (rows: typeof fourth) => mine(rows).map((x) => ({ ...x.r, hold: false, holdVetoed: undefined }));
    expect(unheld(fourth)).toEqual(unheld(second));
    // The app reads what its switch says.
    expect(mine(app).map((x) => x.r)).toEqual(mine(holdVeto.round >= 4 ? fourth : second).map((x) => x.r));
  });
});
