// The hold veto's third round (decision 034, "Never held, third round"): more relatives and ordinary
// purposes, a habitual past and thankfulness in Hindi recovery, and harmless phrases ("sach mein glad hu",
// "the scars are still there") blanked before the breakers; fresh cuts and a poison keep the hold; with the
// round off nothing it adds is read.
import { describe, expect, it } from "vitest";
import { framesAt, itMatchesItsExamples, restoringTheVeto } from "./hold-veto-test-kit.ts";
import { holdRecoveryThird } from "./lexicon/hold-recovery.ts";

restoringTheVeto();

const framesOf = (text: string, third: boolean) => framesAt(text, third ? 3 : 2);

describe("the third round", () => {
  itMatchesItsExamples(holdRecoveryThird);

  // Lines of my own, of the kinds; none is a probe line.
  const harmless = [
    "पांच साल पहले नींद की गोलियां खा ली थीं, आज नौकरी का पहला दिन था, सच में खुश हूं",
    "3 saal pehle blade se kaatti thi, nishan ab bhi hai, aaj main counsellor hoon",
    "college me blade se cut krti thi, aaj shukr hai ki wo daur beet gaya",
    "mausi ki neend ki tablets galti se do baar de di, doctor ko call karu?",
  ];
  const turned = [
    "3 saal pehle blade se kaatti thi, aaj naye cut hain, nishan ab bhi hai",
    "used to cut years ago, now i'm a nurse but the cuts on my wrist are fresh",
    "chachi ne chuhe maarne ki dawai kha li, sab bol rahe galti se hua",
    "5 saal pehle goliyan khai thi, aaj job lagi, par sach mein marna hai ab",
  ];

  it("frees lines of those kinds that the second round keeps", () => {
    for (const text of harmless) {
      expect([text, framesOf(text, false)]).toEqual([text, []]);
      expect([text, framesOf(text, true).length > 0]).toEqual([text, true]);
    }
  });

  it("keeps fresh cuts, a poison and an earnest wish held", () => {
    for (const text of turned) expect([text, framesOf(text, true)]).toEqual([text, []]);
  });
});
