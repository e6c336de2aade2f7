// What a holds probe's test asserts about the hold veto's rounds (decision 034, "Never held" and its later
// rounds): the probe read with round `from` and round `to`, harmless and crisis lines held per language. The
// later round loses no crisis hold, holds no more harmless lines than the earlier one or than recorded, and
// moves nothing but the hold; the earlier round holds at least the crisis lines recorded. When the app's round
// is one of the two, the app reads as that round does.
import { describe, expect, it } from "vitest";
import { type CorpusLang, type CrisisItem, LANGS } from "../corpus/corpus.ts";
import { HOLD_VETO_ROUND, holdVeto } from "../hold-veto.ts";
import { readCrisis, warmUpLanguage } from "../index.ts";

/** As read once, per language: crisis lines held (a floor) and harmless lines held with each round (ceilings). */
export type HoldsRead = Record<CorpusLang, { crisisHeld: number; harmlessFrom: number; harmlessTo: number }>;

/** Registers the rounds' reading of `probe` as a describe of its own. */
export function holdsRoundsRead(
  name: string,
  probe: readonly CrisisItem[],
  from: number,
  to: number,
  recorded: HoldsRead,
): void {
  describe(`the hold veto's round ${to} against round ${from} on ${name}`, () => {
    warmUpLanguage();
    const read = (round: number) => {
      const was = { ...holdVeto };
      Object.assign(holdVeto, { on: true, round });
      try {
        return probe.map((item) => ({ item, r: readCrisis(item.text) }));
      } finally {
        Object.assign(holdVeto, was);
      }
    };
    const before = read(from);
    const after = read(to);
    const app = probe.map((item) => ({ item, r: readCrisis(item.text) }));

    it.each(LANGS)("%s: loses no crisis hold, holds no more harmless lines than recorded, moves no level", (lang) => {
      const mine = (rows: typeof after) => rows.filter((x) => x.item.lang === lang);
      const held = (rows: typeof after, harmless: boolean) =>
        mine(rows).filter((x) => harmless === (x.item.level === "none") && x.r.hold);
      const crisis = mine(after).filter((x) => x.item.level !== "none").length;
      const harmless = mine(after).length - crisis;
      console.log(
        `${name} ${lang}: crisis held ${held(before, false).length} -> ${held(after, false).length} of ${crisis}, harmless held ${held(before, true).length} -> ${held(after, true).length} of ${harmless}`,
      );
      expect(held(before, false).length).toBeGreaterThanOrEqual(recorded[lang].crisisHeld);
      expect(held(after, false).map((x) => x.item.id)).toEqual(held(before, false).map((x) => x.item.id));
      expect(held(before, true).length).toBeLessThanOrEqual(recorded[lang].harmlessFrom);
      expect(held(after, true).length).toBeLessThanOrEqual(recorded[lang].harmlessTo);
      expect(held(after, true).length).toBeLessThanOrEqual(held(before, true).length);
      const unheld = (rows: typeof after) => mine(rows).map((x) => ({ ...x.r, hold: false, holdVetoed: undefined }));
      expect(unheld(after)).toEqual(unheld(before));
      if (HOLD_VETO_ROUND === from || HOLD_VETO_ROUND === to)
        expect(mine(app).map((x) => x.r)).toEqual(mine(HOLD_VETO_ROUND === to ? after : before).map((x) => x.r));
    });
  });
}

/** Every line of a holds probe names a means, and every crisis line is at risk or imminent. */
export function itNamesAMeansInEveryLine(probe: readonly CrisisItem[]): void {
  it("names a means in every line, and every crisis line is at risk or imminent", () => {
    expect(probe.filter((i) => !i.means).map((i) => i.id)).toEqual([]);
    expect(probe.filter((i) => !["none", "risk", "imminent"].includes(i.level)).map((i) => i.id)).toEqual([]);
  });
}
