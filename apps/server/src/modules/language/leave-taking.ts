// Leave-taking as a whole message ("ok bye, take care", "gn", "chalo bye, kal milte hai", "शुभ रात्रि"): the
// end of an ordinary conversation far more often than a farewell from life. The Health Bot answers it with a
// goodbye (decision 041, "Goodbyes"); the write check's leave-taking rule would read it as concern, and is
// off (decision 034, "Leave-taking as a whole message, in the write check": its probe showed that everyday
// goodbyes come with a reason, which no whole-message rule reaches). The words that make a farewell final
// are not in it: alvida, अलविदा, forever, "take care of my cat", any other word. The words are the bot's, as
// decision 041 shipped them: a broader list read on the development sets matched three crisis lines.

/** Typed words as whole-message patterns compare them: NFKC, lower case, punctuation and emoji as spaces, spaces squashed. */
export const foldWords = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Words that may open a whole short message: "hey, what can you do exactly?", "achha ye kya hai yaar". */
export const WHOLE_OPENERS =
  "(?:(?:hey|hi|hii|hello|helo|so|ok|okay|um|hmm|btw|achha|acha|accha|haan|to|toh|bhai|yaar|bot|saathi|dost|arey|are|arre|अरे|हैलो|हेलो|हाय|अच्छा|तो|हाँ|नमस्ते|namaste) )*";

/** Words that may close it. */
export const WHOLE_CLOSERS =
  "(?: (?:exactly|here|for me|then|all|anyway|actually|bhai|yaar|ji|please|pls|bot|saathi|health bot|kya|bata|batao|bataiye|बताओ|बताइए|जी|यार|यहाँ|यहां))*";

/** Leave-taking, with the thanks or "ok" before it and whom it is to after it. */
const LEAVING =
  "(?:(?:ok|okay|okk|chalo|chal|thanks|thank you|thank u|thanku|thx|ty|shukriya|dhanyavad|धन्यवाद|शुक्रिया|ठीक है|चलो) )*" +
  "(?:bye(?: bye)?|byee+|good ?bye|take care|tc|good ?night|gn|gud ?ni(?:gh)?te?|gud ?nyt|see (?:you|u|ya)(?: (?:later|tomorrow|tmrw|soon|around))?|cya|later|ttyl|tata|shubh ratri|kal milte (?:hai|h|hain)|(?:phir|fir) milenge|बाय|टाटा|शुभ रात्रि|गुड नाइट|कल मिलते हैं|फिर मिलेंगे)" +
  "(?: (?:bye|take care|tc|gn|good night|for now|for today|sab|sabko|sab ko|everyone|all|guys|ji|यार|सबको|जी))*";
const GOODBYE = new RegExp(`^${WHOLE_OPENERS}${LEAVING}${WHOLE_CLOSERS}$`.normalize("NFKC"), "u");

/** A whole message of leave-taking. */
export const saysGoodbye = (text: string): boolean => GOODBYE.test(foldWords(text));
