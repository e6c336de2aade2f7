// "What can you do?", "tum kaun ho", "यह क्या है": a question about the bot itself, answered with what
// it is and the menu instead of "I'm a simple bot". The intent corpus holds almost no such lines, so
// the model sent them to the fallback (decision 041, "Questions about the bot"). Whole messages only:
// "how can you help me sleep" is about sleep and goes to its flow.

import { WHOLE_CLOSERS as CLOSERS, WHOLE_OPENERS as OPENERS } from "../language/index.ts";
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
  "(?:kya|kia) (?:kya )?(?:kar|kr) (?:sakte|skte|sakti|skti|sakta|skta) (?:ho|hai|h|hain|hoo)(?: (?:tum|tu|aap|ap))?",
  "(?:tum|aap|ap) (?:kaun|kon|kaon)",
  "(?:kaun|kon|kaon) (?:ho|hai|h|hain) (?:tum|tu|aap|ap)",
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
  "(?:क्या) (?:कर) (?:सकते|सकती|सकता) (?:हो|हैं|है)(?: (?:तुम|आप|तू))?",
  "(?:कौन) (?:हो|हैं|है) (?:तुम|आप|तू)",
  "(?:यह|ये) (?:क्या) (?:है)",
  "(?:यह|ये|तुम|आप) (?:कैसे) (?:काम) (?:करता|करते|करती) (?:है|हो|हैं)",
  "(?:आप|तुम) (?:मेरी )?(?:क्या|कैसे) (?:मदद) (?:कर) (?:सकते|सकती) (?:हो|हैं)",
  "(?:आप|तुम) (?:किस|किन) (?:चीज़|चीज़ों|चीज|चीजों|बात|बातों) में (?:मेरी )?(?:मदद|साथ) (?:कर|दे) (?:सकते|सकती) (?:हो|हैं)",
  "(?:तुम|आप) (?:बॉट|रोबोट|इंसान) (?:हो|हैं)(?: क्या)?",
];
// Written in the same normal form as `fold` gives (NFKC keeps ज़ as ज and a nukta).
const ABOUT = new RegExp(`^${OPENERS}(?:${QUESTIONS.join("|")})${CLOSERS}$`.normalize("NFKC"), "u");

/** A whole message that asks what the bot is or can do. */
export const asksAboutBot = (text: string): boolean => ABOUT.test(fold(text));

/**
 * Small talk that greets the bot as a person would ("kaise ho", "kya haal hai", "how are you", "क्या हाल
 * है"), as a whole message: the intent corpus has few, so "kaise ho" fell back to "I'm a simple bot"
 * (decision 041). Answered as a greeting.
 */
const GREETINGS = [
  "how (?:are|r|re) (?:you|u|ya)(?: doing| today)?",
  "hru|how (?:is|s) it going|hows it going|how you doing|how u doing|wh?ats? ?up|wassup|wasup|sup",
  "(?:is )?(?:any ?one|any ?body|some ?one|you|u) (?:there|here|around)|(?:koi) (?:hai|h|he)(?: (?:kya|yaha|yahan|idhar))?|कोई (?:है|हैं)(?: (?:क्या|यहां|यहाँ))?",
  "(?:tum|aap|ap|tu )?(?:kaise|kese|kaisi|kesi|kaisa|kesa) (?:ho|hain|hai|h|hoo)(?: (?:tum|aap|ap|tu))?",
  "(?:aur )?(?:kya|kia) (?:haal|hal|hal chal|haal chaal|haal chal) (?:hai|h|hain|he)",
  "(?:aur )?(?:kya|kia) (?:chal|chl) (?:raha|rha|rhaa) (?:hai|h|he)",
  "(?:aur )?(?:kya|kia) (?:scene|haal|hal) (?:hai|h)",
  "(?:तुम|आप|तू )?(?:कैसे|कैसी|कैसा) (?:हो|हैं|है)(?: (?:तुम|आप|तू))?",
  "(?:और )?(?:क्या) (?:हाल|हालचाल|हाल चाल) (?:है|हैं)",
  "(?:और )?(?:क्या) (?:चल) (?:रहा) (?:है)",
];
const GREETING = new RegExp(`^${OPENERS}(?:${GREETINGS.join("|")})${CLOSERS}$`.normalize("NFKC"), "u");

/** A whole message of small talk that greets the bot. */
export const greetsBot = (text: string): boolean => GREETING.test(fold(text));

/** A whole message of leave-taking (the language module's, shared with the write check; decision 041, "Goodbyes"). */
export { saysGoodbye } from "../language/index.ts";

/**
 * Thanks as a whole message ("thank you", "thanks a lot, this helped", "thanku, ab thoda better lag raha
 * h", "शुक्रिया, अब ठीक लग रहा है"): the bot says you're welcome (decision 041, "Thanks"). It was answered
 * "Hello, it's good to hear from you", and "thanku, ab thoda better lag raha h" started the mood check-in.
 * Read as a crisis ("thanks for nothing" reads concern) it is not this: routeText reads the crisis first.
 */
const THANKS_WORDS =
  "(?:thank you|thank u|thanks|thanx|thnx|thnks|thanku|thankyou|thx|ty|tysm|tyvm|shukriya|shukriyaa|shukria|dhanyavad|dhanyavaad|dhanyawad|धन्यवाद|शुक्रिया|थैंक यू|थैंक्स)";
const THANKS_MORE =
  "(?: (?:so much|a lot|a ton|very much|so so much|bohot|bahut|bht|बहुत|for (?:this|that|the help|helping|listening|everything)|help ke liye|madad ke liye|मदद के लिए))*";
/** What may follow: that it helped, or that the member feels better now. */
const HELPED = [
  "(?:this|that|it|you) (?:helped|worked|really helped|helped a lot)",
  "(?:i )?(?:feel|feeling) (?:a (?:bit|little) )?(?:better|calmer|lighter)(?: now)?",
  "(?:ab )?(?:thoda |thora )?(?:better|accha|acha|achha|theek|thik|halka) (?:lag|feel) (?:raha|rha|rahi|rhi) (?:hai|h|he|hu|hoon)",
  "(?:अब )?(?:थोड़ा |थोडा )?(?:बेहतर|अच्छा|ठीक|हल्का) (?:लग|महसूस हो) (?:रहा|रही) (?:है|हूँ|हूं)",
  "(?:इससे|इसने) (?:मदद मिली|मदद की)",
];
const THANKS = new RegExp(
  `^${OPENERS}${THANKS_WORDS}${THANKS_MORE}(?: (?:${HELPED.join("|")}))?${CLOSERS}$`.normalize("NFKC"),
  "u",
);

/** A whole message of thanks to the bot. */
export const thanksBot = (text: string): boolean => THANKS.test(fold(text));
