// Leave-taking as a whole message ("ok bye, take care", "gn guys", "chalo bye, kl milte h", "apna khayal
// rakhna", "शुभ रात्रि सबको"): the end of an ordinary conversation far more often than a farewell from life.
// The Health Bot answers it with a goodbye (decision 041, "Goodbyes"), and the write check reads it as
// concern when the model alone read it as a crisis and the writer's recent lines read none (decision 034,
// "Leave-taking as a whole message, in the write check"). The words that make a farewell final are not in
// it: alvida, अलविदा, forever, "love you all", "take care of yourselves", "of my cat", any other word.
//
// Every piece below is listed once and no piece is a run of others ("bye bye" is "bye" twice), so a long
// message of repeated words is matched or refused in linear time (the adversarial test in
// healthbot-goodbye.test.ts reads these patterns on 1,000-character inputs).

/** Typed words as whole-message patterns compare them: NFKC, lower case, punctuation and emoji as spaces, spaces squashed. */
export const foldWords = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Words that may open a whole short message: "hey, what can you do?", "achha ye kya hai", "ok bye". */
export const WHOLE_OPENERS =
  "(?:(?:hey|hi|hii|hello|helo|so|ok|okay|okk|alright|um|hmm|btw|achha|acha|accha|haan|to|toh|bhai|yaar|bot|saathi|dost|arey|are|arre|chalo|chal|chlo|अरे|हैलो|हेलो|हाय|अच्छा|तो|हाँ|नमस्ते|namaste|चलो|ठीक है) )*";

/** Words that may close it: "what can you do exactly?", "bye guys", "gn sabko", "kal milte h ji". */
export const WHOLE_CLOSERS =
  "(?: (?:exactly|here|for me|then|all|anyway|actually|bhai|yaar|ji|please|pls|bot|saathi|health bot|kya|bata|batao|bataiye|बताओ|बताइए|जी|यार|यहाँ|यहां))*";

/** Thanks before a goodbye: "thanks, bye!", "shukriya, shubh ratri". */
const THANKS_BEFORE = "(?:(?:thanks|thank you|thank u|thanku|thx|ty|shukriya|dhanyavad|धन्यवाद|शुक्रिया) )*";

/** One piece of leave-taking. */
const PIECES = [
  "by+e+",
  "good ?bye",
  "take care",
  "tc",
  "take care of (?:yourself|urself|urslf|ur self|yourself too)",
  "good ?night",
  "gn",
  "gud ?ni(?:gh)?te?",
  "gud ?nyt",
  "see (?:you|u|ya)(?: (?:tomorrow|tmrw|tmr|soon|around|next week))?",
  "cya",
  "later",
  "ttyl",
  "tata",
  "shubh ratri",
  "(?:kal|kl|phir|fir) (?:milte|milenge|milta|milti|baat karte|baat karenge|bat krte)(?: (?:hai|h|hain|he|hu|hoon))?",
  "(?:apna |apni )?(?:khayal|khyal|khayaal|khyaal) (?:rakhna|rakhiye|rakho|rkhna|rkho)",
  "बाय",
  "टाटा",
  "शुभ रात्रि",
  "गुड नाइट",
  "(?:कल|फिर) (?:मिलते|मिलेंगे|बात करते|बात करेंगे)(?: (?:हैं|है))?",
  "(?:अपना )?(?:ख्याल|खयाल|ख़याल) (?:रखना|रखिए|रखो)",
];

/** Whom the goodbye is to, and for how long: "bye guys", "gn sabko", "bye for now", "tc everyone". */
const TO_WHOM =
  "(?: (?:for now|for today|for tonight|all|sab|sabko|sab ko|sab log|everyone|everybody|guys|friends|doston|dosto|team|people|fam|bro|bros|di|didi|sir|maam|mam|सबको|सब लोग|दोस्तों|दोस्तो))*";

/** Whom it is to, before it: "ok guys bye", "doston, shubh ratri". */
const TO_WHOM_BEFORE = "(?:(?:guys|everyone|friends|doston|dosto|दोस्तों) )?";
/** What may close it (not "all", which is whom it is to). */
const LEAVE_CLOSERS = "(?: (?:then|anyway|bhai|yaar|ji|pls|bot|saathi|health bot|जी|यार))*";

const PIECE = `(?:${PIECES.join("|")})`;
const GOODBYE = new RegExp(
  `^${WHOLE_OPENERS}${THANKS_BEFORE}${TO_WHOM_BEFORE}${PIECE}${TO_WHOM}(?: (?:and |aur |और )?${PIECE}${TO_WHOM})*${LEAVE_CLOSERS}$`.normalize(
    "NFKC",
  ),
  "u",
);

/** A whole message of leave-taking. */
export const saysGoodbye = (text: string): boolean => GOODBYE.test(foldWords(text));
