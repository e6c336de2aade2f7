// "What can you do?", "tum kaun ho", "यह क्या है": a question about the bot itself, answered with what
// it is and the menu instead of "I'm a simple bot". The intent corpus holds almost no such lines, so
// the model sent them to the fallback (decision 041, "Questions about the bot"). Whole messages only:
// "how can you help me sleep" is about sleep and goes to its flow.

import { fold } from "./healthbot-fold.ts";

/** The question, as a whole message (after the words that may open it). */
const QUESTIONS = [
  // English, with chat spellings
  "(?:what|wat|wht)(?: all)? (?:can|could) (?:you|u|ya) (?:do|help (?:me )?with)",
  "(?:what|wat|wht) (?:do|does) (?:you|u|this bot|this app|this|the bot|health bot) do",
  "(?:what|wat|wht) (?:are|r) (?:you|u)",
  "(?:who|hu) (?:are|r) (?:you|u)",
  "(?:what|wat|wht) is (?:this|this bot|this app|health bot|saathi)",
  "(?:what|wat|wht)s this",
  "how (?:does|do) (?:this|it|you|u|this bot|this app) work",
  "how (?:can|do|will) (?:you|u) help(?: me)?",
  "how (?:do i|to) use (?:this|it|you|the bot|this bot|this app)",
  "(?:are|r) (?:you|u) (?:a bot|a robot|an ai|ai|human|a human|a person|real)",
  // Hinglish
  "(?:tum|tu|aap|ap) (?:kya|kia) (?:kar|kr) (?:sakte|skte|sakti|skti|sakta|skta) (?:ho|hai|h|hain|hoo)",
  "(?:tum|tu|aap|ap|ye|yeh|ye bot|yeh bot|ye app|yeh app) (?:kya|kia)(?: kya)? (?:karte|krte|karti|krti|karta|krta) (?:ho|hai|h|hain)",
  "(?:tum|tu|aap|ap) (?:kaun|kon|kaon) (?:ho|hai|h|hain)",
  "(?:ye|yeh|yah|ya) (?:kya|kia) (?:hai|h|he)",
  "(?:ye|yeh|yah|tum|aap) (?:kaise|kese|kaise) (?:kaam|kam) (?:karta|krta|karte|krte|karti|krti) (?:hai|h|ho)",
  "(?:kya|kia) (?:help|madad) (?:kar|kr) (?:sakte|skte|sakti|skti) (?:ho|hai|h)",
  "(?:tum|aap|ap) (?:bot|robot|insaan|insan) (?:ho|hai|h)(?: kya)?",
  // Devanagari Hindi
  "(?:तुम|आप|तू) (?:क्या) (?:कर) (?:सकते|सकती|सकता) (?:हो|हैं|है)",
  "(?:तुम|आप|तू) (?:क्या) (?:करते|करती|करता) (?:हो|हैं|है)",
  "(?:तुम|आप|तू) (?:कौन) (?:हो|हैं|है)",
  "(?:यह|ये) (?:क्या) (?:है)",
  "(?:यह|ये|तुम|आप) (?:कैसे) (?:काम) (?:करता|करते|करती) (?:है|हो|हैं)",
  "(?:आप|तुम) (?:मेरी )?(?:क्या|कैसे) (?:मदद) (?:कर) (?:सकते|सकती) (?:हो|हैं)",
  "(?:आप|तुम) (?:किस|किन) (?:चीज़|चीज़ों|चीज|चीजों|बात|बातों) में (?:मेरी )?(?:मदद|साथ) (?:कर|दे) (?:सकते|सकती) (?:हो|हैं)",
  "(?:तुम|आप) (?:बॉट|रोबोट|इंसान) (?:हो|हैं)(?: क्या)?",
];
/** Words that may open or close the question: "hey, what can you do exactly?", "achha ye kya hai yaar". */
const OPENERS =
  "(?:(?:hey|hi|hello|so|ok|okay|um|hmm|btw|achha|acha|accha|haan|to|toh|bhai|yaar|अच्छा|तो|हाँ|नमस्ते|namaste) )*";
const CLOSERS =
  "(?: (?:exactly|here|for me|then|all|anyway|actually|bhai|yaar|ji|please|pls|bot|saathi|health bot|kya|bata|batao|bataiye|बताओ|बताइए|जी|यार|यहाँ|यहां))*";
// Written in the same normal form as `fold` gives (NFKC keeps ज़ as ज and a nukta).
const ABOUT = new RegExp(`^${OPENERS}(?:${QUESTIONS.join("|")})${CLOSERS}$`.normalize("NFKC"), "u");

/** A whole message that asks what the bot is or can do. */
export const asksAboutBot = (text: string): boolean => ABOUT.test(fold(text));
