import { compilePattern } from "../lexicon-check.ts";
import { NOT_OVER_BASE, PRESENT_ANCHOR, SLEEVES } from "./hold-recovery-fourth.ts";

// The hold veto's fifth round (decision 034, "Never held, fifth round: recovery again"; read only with
// holdVeto.round 5, on top of the fourth), from the fourth holds probe once it was read (a development set
// from then on): a final year is not last words, a hand hurt is not a means in hand, "is baar iftar pe" is
// this year's festival and not "this time"; sleeves hide only in the present; "two years later" and "the year
// after" are a present too. (A present that reads as concern was tried and dropped: "ab koi bahana nhi
// bacha" reads as concern.)

/** Blanked before the breakers are read: the alarming word is harmless in these. */
export const RECOVERY_HARMLESS_FIFTH = [
  "(आखिरी|akhri|aakhri|akhiri) (साल|सेमेस्टर|saal|sal|sem|year)|(last|final) (year|sem|semester)( of [a-z]+)?|final year",
  "(हाथ में|haath me|hath me|haath mein) (गहरी )?(चोट|दर्द|chot|dard|fracture|फ्रैक्चर|plaster|प्लास्टर)",
  "(is|इस) (baar|bar|बार) (diwali|holi|eid|iftar|ramzan|ramadan|christmas|navratri|rakhi|birthday|bday|new year|chhath|दिवाली|होली|ईद|इफ्तार|रमज़ान|रमजान|जन्मदिन|छठ|राखी)|this time (last year|around)",
].join("|");

/** A recovery not over, with sleeves only in the present ("ab full sleeves", not "full sleeves pehenti thi"). */
export const RECOVERY_NOT_OVER_FIFTH = `${NOT_OVER_BASE}|(ab|abhi|अब|now|these days|aajkal|आजकल)( [^ ]+){0,3} (${SLEEVES})`;

/** The fourth round's present anchors, and "two years later", "the year after", "saal baad". */
export const PRESENT_ANCHOR_FIFTH = compilePattern(
  `${PRESENT_ANCHOR}|the year after|a year later|years later|(do|teen|char|paanch|[0-9]+) (saal|sal) baad|(दो|तीन|चार|पांच|[0-9]+) साल बाद|[0-9a-z]+ years later`,
  "gu",
);
