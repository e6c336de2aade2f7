// A cry for help and "I don't feel safe", said in so many words (English, Hinglish, Hindi): each opens
// the bot's safety check whatever the crisis reading says (healthbot.policy.ts routeText).

import { fold } from "./healthbot-fold.ts";

/** 'help' (English, Hinglish, Hindi): the safety check at once. */
const HELP = /(?:^|\s)(?:help|halp|sos|madad|madat|bachao|bachaao|मदद|बचाओ|सहायता)(?:\s|$)/u;
/** Words that may stand around it: "please help me", "i need help", "mujhe madad chahiye". */
const AROUND_HELP = new Set(
  "i me my need want please pls plz plese now urgent urgently someone somebody anyone can you get some any help halp sos madad madat bachao bachaao chahiye chaiye karo kar do koi meri mujhe mujhko main mai please bhai yaar abhi jaldi मदद बचाओ सहायता मुझे मेरी चाहिए करो कोई अभी प्लीज़ जल्दी".split(
    " ",
  ),
);
/**
 * A cry for help, not a request that merely contains the word: "help", "please help me" and
 * "मुझे मदद चाहिए" are; "can you help me relax before bed" is a request for the sleep flow.
 */
export const asksForHelp = (text: string): boolean => {
  const t = fold(text);
  return HELP.test(t) && t.split(" ").every((w) => AROUND_HELP.has(w));
};

/** Words of "I don't feel safe" (English, Hinglish, Hindi): a "safe" word and a "not" among them. */
const SAFE_WORDS = new Set(["safe", "surakshit", "सुरक्षित"]);
const NOT_WORDS = new Set(["not", "dont", "t", "nahi", "nahin", "nhi", "नहीं", "नही"]);
const AROUND_NOT_SAFE = new Set(
  "i m im am me main mai mujhe do don dont t not feel feeling felt no longer anymore any more right now abhi at all really very so bilkul nahi nahin nhi hoon hu hun hai lag raha rahi mehsoos mahsoos ho surakshit safe सुरक्षित नहीं नही हूँ हूं हू मैं मुझे महसूस हो रहा रही है अभी लग बिल्कुल".split(
    " ",
  ),
);
/**
 * "I don't feel safe", said in so many words ("i'm not safe", "main safe nahi hoon", "मुझे सुरक्षित
 * महसूस नहीं हो रहा"): the safety check, like a cry for help. The crisis reading does not know these
 * (they read none); "this app is not safe" or "not safe walking home at night" are not this.
 */
export const saysNotSafe = (text: string): boolean => {
  const words = fold(text).split(" ");
  return (
    words.some((w) => SAFE_WORDS.has(w)) &&
    words.some((w) => NOT_WORDS.has(w)) &&
    words.every((w) => AROUND_NOT_SAFE.has(w))
  );
};
