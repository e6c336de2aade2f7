// The second holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, none is within 0.65 word overlap of one, and every line names a
// means with crisis lines at risk or imminent (decision 034, "Never held, second round").
import { describe, expect, it } from "vitest";
import { LANGS } from "../corpus/corpus.ts";
import { holdVeto } from "../hold-veto.ts";
import { readCrisis, warmUpLanguage } from "../index.ts";
import { loadHolds2Probe } from "./holds2-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 18:46 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "ba6372a3b072324508c5fb7ae59bd0c55e37b1dc681579f8763a700d805886c2" };

/** Lines within 0.65 word overlap of one of the third holds probe, written later from the same brief. */
const CLOSE = [
  ...["c011", "c047", "n055"].map((n) => `probe-holds2-en-${n}`),
  ...["c002", "c019"].map((n) => `probe-holds2-hi-${n}`),
  ...["n028", "n032"].map((n) => `probe-holds2-hinglish-${n}`),
];

const probe = loadHolds2Probe();

describe("the second holds probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 60, crisis: 60, stem: "holds2" }, () => linesBesides("holds2"), CLOSE);

  it("names a means in every line, and every crisis line is at risk or imminent", () => {
    expect(probe.filter((i) => !i.means).map((i) => i.id)).toEqual([]);
    expect(probe.filter((i) => !["none", "risk", "imminent"].includes(i.level)).map((i) => i.id)).toEqual([]);
  });
});

/**
 * The probe read once with the shipped veto and with its second round (2026-11-30, 18:50 UTC, decision 034
 * "Never held, second round"): harmless and crisis lines held, of 60 per language. Harmless held fell over
 * the three languages and rose in none, and no crisis hold was lost, so the second round is on (go).
 * Floors and ceilings, not goals.
 */
const READ = {
  en: { crisisHeld: 11, harmlessShipped: 4, harmlessWider: 3 },
  hi: { crisisHeld: 9, harmlessShipped: 1, harmlessWider: 1 },
  hinglish: { crisisHeld: 16, harmlessShipped: 1, harmlessWider: 1 },
} as const;

describe("the hold veto's second round on the second holds probe", () => {
  warmUpLanguage();
  const read = (wider: boolean) => {
    const was = { ...holdVeto };
    Object.assign(holdVeto, { on: true, round: wider ? 2 : 1 });
    try {
      return probe.map((item) => ({ item, r: readCrisis(item.text) }));
    } finally {
      Object.assign(holdVeto, was);
    }
  };
  const shipped = read(false);
  const wider = read(true);

  it.each(LANGS)("%s: loses no crisis hold, holds no more harmless lines than recorded, moves no level", (lang) => {
    const mine = (rows: typeof wider) => rows.filter((x) => x.item.lang === lang);
    const held = (rows: typeof wider, level: "none" | "crisis") =>
      mine(rows).filter((x) => (level === "none") === (x.item.level === "none") && x.r.hold);
    console.log(
      `second holds probe ${lang}: crisis held ${held(shipped, "crisis").length} -> ${held(wider, "crisis").length} of 60, harmless held ${held(shipped, "none").length} -> ${held(wider, "none").length} of 60`,
    );
    expect(held(shipped, "crisis").length).toBeGreaterThanOrEqual(READ[lang].crisisHeld);
    expect(held(wider, "crisis").map((x) => x.item.id)).toEqual(held(shipped, "crisis").map((x) => x.item.id));
    expect(held(shipped, "none").length).toBeLessThanOrEqual(READ[lang].harmlessShipped);
    expect(held(wider, "none").length).toBeLessThanOrEqual(READ[lang].harmlessWider);
    expect(held(wider, "none").length).toBeLessThanOrEqual(held(shipped, "none").length);
    const unheld = (rows: typeof wider) => mine(rows).map((x) => ({ ...x.r, hold: false, holdVetoed: undefined }));
    expect(unheld(wider)).toEqual(unheld(shipped));
  });
});
