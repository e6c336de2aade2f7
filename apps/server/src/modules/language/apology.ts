// An everyday apology needs company (decision 034, "An apology needs company"): "sorry", "sorry yaar",
// "i'm sorry", "sorry bro", "माफ़ करना", "sorry for bothering" read as imminent, the model having learnt
// "sorry" from last words ("drank the poison. i'm sorry", a lone "sorry." labelled imminent). A member who
// said sorry in a chat was put first in the moderation queue and the on-duty moderators were alerted. A
// whole message that is an apology and nothing more (to a friend, for an everyday reason) reads as none,
// unless the author's recent lines read as a crisis: then it is the model's, as before ("tonight." then
// "sorry" is a goodbye). Not everyday: an apology to family ("sorry maa") or to everyone ("sorry guys"), for
// everything or for being anything, beside a heavy emoji, or with any other word.
import { HEAVY_EMOJI } from "./emoji.ts";
import { foldWords } from "./leave-taking.ts";

/** Words of apology, in English, Hinglish and Devanagari, with chat spellings. */
const SORRY =
  "(?:(?:i m|im|i am|am) )?(?:(?:so|so so|really|very|extremely|truly|oops|oh|ok|okay|acha|achha) )?(?:sorr+y+|sory+|sorri+|sry|srry|soz|sowwy|sorry sorry|my bad|sorry my bad|maaf karna|maaf krna|maaf kar do|maaf kr do|maaf kijiye|maaf kijie|maaf karo|maafi|maafi chahta hu|maafi chahti hu|सॉरी|माफ़ करना|माफ करना|माफ़ कीजिए|माफ कीजिए|माफ़ कर दो|माफ कर दो|माफ़ी|माफी)";
/** Whom it is to: a friend, never family or everyone. */
const TO = "yaar|yr|yar|bhai|bro|bruh|dude|ji|dost|re|na|naa|sis|didi|bhaiya|buddy|यार|भाई|जी|दोस्त|ना|न|दीदी|भैया";
/** Everyday reasons. */
const FOR =
  "(?:for (?:the )?)?(?:late reply|late response|delay|delayed reply|typo|spam|the spam|wrong number|bothering|bothering you|disturbing|disturbing you|interrupting)|to (?:bother|disturb|interrupt)(?: you| u)?|(?:i )?was busy|(?:i )?was in (?:class|a meeting|meeting|office)|(?:i )?forgot|(?:i )?missed (?:your|ur) (?:call|msg|message)|saw (?:your|ur) (?:msg|message) late|late ho gaya|late ho gayi|late ho jaunga|late ho jaungi|(?:kal )?(?:nahi|nhi) aa pa+ya|(?:kal )?(?:nahi|nhi) aa pa+yi|couldn t (?:come|make it)|can t (?:come|make it)|cant (?:come|make it)|meri galti|meri galti thi|meri galti hai|my mistake|my fault|मेरी गलती|मेरी ग़लती|galti ho gayi|galti se|galat number|wrong msg|msg late dekha|bhool gaya|bhool gayi|busy tha|busy thi|class me tha|class me thi|देर हो गई|गलती हो गई|ग़लती हो गई|भूल गया|भूल गई";

const APOLOGY = new RegExp(
  `^${SORRY}(?: ${SORRY})*(?: (?:${TO}))*(?: (?:${FOR}))?(?: (?:${TO}))*$`.normalize("NFKC"),
  "u",
);

/** On in the app; the tools and tests compare readings with it on and off. */
export const apologyRule = { on: true };

/** Whether a whole message is an everyday apology and nothing more (emoji and punctuation aside). */
export function isEverydayApology(text: string): boolean {
  if (!apologyRule.on || text.length > 80 || HEAVY_EMOJI.test(text)) return false;
  return APOLOGY.test(foldWords(text));
}
