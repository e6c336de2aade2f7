// The third holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, and every line names a means with crisis lines at risk or imminent
// (decision 034, "Never held, third round"). Seven lines are within 0.65 word overlap of another line, all
// written from the second holds probe's brief; recorded with the pin.
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { holdVeto } from "../hold-veto.ts";
import { readCrisis, warmUpLanguage } from "../index.ts";
import { loadHolds3Probe } from "./holds3-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 19:01 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "8f98e32cdb6f753e16360856fe87a5d8a651a81a8bcaff8bde1bae7923254b4f" };
const CLOSE = [
  ...["c011", "c048", "n055"].map((n) => `probe-holds3-en-${n}`),
  ...["c002", "c019"].map((n) => `probe-holds3-hi-${n}`),
  ...["n028", "n032"].map((n) => `probe-holds3-hinglish-${n}`),
];

const probe = loadHolds3Probe();

describe("the third holds probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 60, crisis: 60, stem: "holds3" }, () => linesBesides("holds3"), CLOSE);

  it("names a means in every line, and every crisis line is at risk or imminent", () => {
    expect(probe.filter((i) => !i.means).map((i) => i.id)).toEqual([]);
    expect(probe.filter((i) => !["none", "risk", "imminent"].includes(i.level)).map((i) => i.id)).toEqual([]);
  });
});

/**
 * The probe read once with the second round and the third (2026-11-30, 19:03 UTC, decision 034 "Never held,
 * third round"): harmless and crisis lines held, of 60 per language. Nothing fell, so the third round stays
 * off (no-go). Floors and ceilings, not goals.
 */
const READ = {
  en: { crisisHeld: 13, harmlessHeld: 1 },
  hi: { crisisHeld: 11, harmlessHeld: 1 },
  hinglish: { crisisHeld: 14, harmlessHeld: 1 },
} as const;

describe("the hold veto's third round on the third holds probe", () => {
  warmUpLanguage();
  const read = (third: boolean) => {
    const was = { ...holdVeto };
    Object.assign(holdVeto, { on: true, round: third ? 3 : 2 });
    try {
      return probe.map((item) => ({ item, r: readCrisis(item.text) }));
    } finally {
      Object.assign(holdVeto, was);
    }
  };
  const second = read(false);
  const third = read(true);

  it.each(LANGS)("%s: holds as recorded, the third round losing no crisis hold", (lang) => {
    const mine = (rows: typeof third) => rows.filter((x) => x.item.lang === lang);
    const held = (rows: typeof third, level: "none" | "crisis") =>
      mine(rows).filter((x) => (level === "none") === (x.item.level === "none") && x.r.hold);
    console.log(
      `third holds probe ${lang}: crisis held ${held(second, "crisis").length} -> ${held(third, "crisis").length} of 60, harmless held ${held(second, "none").length} -> ${held(third, "none").length} of 60`,
    );
    expect(held(second, "crisis").length).toBeGreaterThanOrEqual(READ[lang].crisisHeld);
    expect(held(third, "crisis").map((x) => x.item.id)).toEqual(held(second, "crisis").map((x) => x.item.id));
    expect(held(second, "none").length).toBeLessThanOrEqual(READ[lang].harmlessHeld);
    expect(held(third, "none").length).toBeLessThanOrEqual(held(second, "none").length);
  });
});
