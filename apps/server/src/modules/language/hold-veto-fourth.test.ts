// The hold veto's fourth round (decision 034, "Never held, fourth round: recovery"): recovery told as past
// with more markers, harmless phrases blanked before the breakers, and the present-tail rule (a past, then
// "aaj" or "now", and words after it that read as nothing); a recovery that is not over keeps its hold.
import { describe, expect, it } from "vitest";
import { modelNormalised } from "./features.ts";
import { holdVeto } from "./hold-veto.ts";
import { framesAt, itMatchesItsExamples, itReadsWithoutBacktracking, restoringTheVeto } from "./hold-veto-test-kit.ts";
import { readCrisis, warmUpLanguage } from "./index.ts";
import { holdRecoveryFourth, presentTail } from "./lexicon/hold-recovery-fourth.ts";

restoringTheVeto();

const framesOf = (text: string, fourth: boolean) => framesAt(text, fourth ? 4 : 2);

describe("the fourth round's entries", () => {
  itMatchesItsExamples(holdRecoveryFourth);

  it("finds the present after a past, and nothing without a past before it", () => {
    expect(presentTail(modelNormalised("3 saal pehle goliyan khai thi. aaj meri shaadi hai").text)).toBe(
      "aj meri shadi hai",
    );
    expect(presentTail(modelNormalised("aaj main wahi karungi jo 2 saal pehle kiya tha").text)).toBeUndefined();
  });
});

describe("the fourth round's frames", () => {
  // Lines of my own, of the kinds; none is a probe line.
  it("cover recovery stories whose alarming words are harmless in them", () => {
    for (const text of [
      "i used to cut in school. therapy honestly saved me and im doing well",
      "कभी हाथ काटती थी, पर अब मुझे उन निशानों पर शर्म नहीं आती, मैं खुश हूं",
      "2 yrs sh free today, started therapy in 2022 and never looked back",
    ]) {
      expect([text, framesOf(text, false)]).toEqual([text, []]);
      expect([text, framesOf(text, true).length > 0]).toEqual([text, true]);
    }
  });

  it("cover none where the recovery is not over", () => {
    for (const text of [
      "ek baar pankhe se koshish ki thi, ek baar aur karungi",
      "365 days since my attempt and i should have finished it properly",
      "pehle blade se cut krti thi, kal raat phir se naye laal wale",
      "woke up in the icu this morning after the pills, doctor now says im lucky",
    ])
      expect([text, framesOf(text, true)]).toEqual([text, []]);
  });
});

describe("the present-tail rule in readCrisis", () => {
  warmUpLanguage();
  const both = (text: string) => {
    Object.assign(holdVeto, { on: true, round: 2 });
    const second = readCrisis(text);
    holdVeto.round = 4;
    return { second, fourth: readCrisis(text) };
  };

  it("keeps a hold where the present after the past carries a plan or a brave face", () => {
    for (const text of [
      "pichle saal train track pe gaya tha. aaj us station ka ticket le liya hai, one way",
      "in class 11 i swallowed pills. today i bought the same ones",
      "5 saal pehle goliyan khayi thi. aaj mummy ko bola ki main theek hu, jhooth bola",
    ]) {
      const { second, fourth } = both(text);
      expect([text, fourth.hold]).toEqual([text, second.hold]);
    }
  });

  it("moves nothing but the hold", () => {
    const text = "2019 me maine goliyan kha li thi, ICU me 3 din rhi. aaj family ke saath chai pe baithi hu";
    const { second, fourth } = both(text);
    expect({ ...fourth, hold: false, holdVetoed: undefined }).toEqual({
      ...second,
      hold: false,
      holdVetoed: undefined,
    });
  });
});

describe("the fourth round on adversarial input", () => {
  itReadsWithoutBacktracking(4, ["par ab ", "honestly ", "still ", "2019 me ", "aaj ", "ek baar ", "पर अब "]);
});
