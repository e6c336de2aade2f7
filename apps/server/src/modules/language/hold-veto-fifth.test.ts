// The hold veto's fifth round (decision 034, "Never held, fifth round: recovery again"): a final year, a hurt
// hand and this year's festival do not break a recovery; sleeves hide only in the present; "two years later"
// is a present; the breakers it keeps still keep the hold.
import { describe, expect, it } from "vitest";
import { modelNormalised } from "./features.ts";
import { breaksAt, restoringTheVeto } from "./hold-veto-test-kit.ts";
import { PRESENT_ANCHOR_FIFTH } from "./lexicon/hold-recovery-fifth.ts";
import { presentTail } from "./lexicon/hold-recovery-fourth.ts";

restoringTheVeto();

const breaks = (text: string, fifth: boolean) => breaksAt(text, fifth ? 5 : 4);

describe("the fifth round's breakers", () => {
  // Lines of my own, of the kinds; none is a probe line.
  it("let a final year, a hurt hand, this year's festival and sleeves worn in the past through", () => {
    for (const text of [
      "आखिरी साल में मैंने नींद की गोलियां खाई थीं, आज मैं टीचर हूं",
      "train ke aage kooda tha, haath me chot aayi thi, aaj usi haath se painting karti hu",
      "2 saal pehle goliyan khai thi, is baar diwali pe ghar pe hu",
      "school me cut karti thi aur full sleeves pehenti thi, aaj half sleeves me ghoomti hu",
    ]) {
      expect([text, breaks(text, false)]).toEqual([text, true]);
      expect([text, breaks(text, true)]).toEqual([text, false]);
    }
  });

  it("still break on sleeves worn now, this time, and a plan", () => {
    for (const text of [
      "pehle cut karti thi, ab phir se full sleeves pehen rahi hu",
      "used to cut, these days full sleeves again even in may",
      "last year i took pills. this time i will not wake up",
      "2 saal pehle goliyan khai thi, is baar pakka",
    ])
      expect([text, breaks(text, true)]).toEqual([text, true]);
  });

  it("reads 'two years later' as a present after a past", () => {
    const text = modelNormalised("in class 12 i tried to hang myself. two years later i topped my college").text;
    expect(presentTail(text)).toBeUndefined();
    expect(presentTail(text, PRESENT_ANCHOR_FIFTH)).toBe("two years later i toped my colege");
  });
});
