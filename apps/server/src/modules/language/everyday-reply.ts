// An everyday reply needs company (decision 034, "An everyday reply needs company"): the model reads a short
// message of words it has met mostly in crises as one. "sorry to hear that" and "on the way" read imminent, "i
// understand", "सब ठीक हो जाएगा", "let it go", "not bad" and "jaane do" risk: in a support circle every friend
// who answered a bad day was queued for the moderators. A whole message that is one of these replies (support,
// on the way, a shrug, a rating) and nothing more reads as none, unless the author's recent lines read as a
// crisis: then the model reads it as before. Leave-taking is not here ("main ja raha hu", "i have to go",
// "i'm leaving" may be a last message, decision 034 "Leave-taking as a whole message"), nor anything a person
// says of their own life ("it's over", "i'm done", "nobody cares").
import { HEAVY_EMOJI } from "./emoji.ts";
import { foldWords } from "./leave-taking.ts";

/** To a friend who told of something hard. */
const SUPPORT = [
  "(?:so |really |very )?sorry to hear(?: that| this| about that| about it)?",
  "(?:i )?(?:totally |completely |really )?(?:understand|get it|get you|feel you|hear you)",
  "(?:main |mai |me )?samajh (?:sakta|sakti|skta|skti|raha|rahi|rha|rhi) (?:hu|hoon|hun|hu n)",
  "(?:मैं )?समझ (?:सकता|सकती|रहा|रही) (?:हूँ|हूं|हु)",
  "(?:main|mai|me) (?:hoon|hu|hun) na|(?:मैं )?(?:हूँ|हूं) ना",
  "(?:i m|im|i am) (?:always )?here(?: for you| for u| if you need me| if u need me)?|(?:always )?here for (?:you|u)",
  "(?:sab|sb) (?:theek|thik|thk|tik) (?:ho jayega|ho jaega|ho jaayega|ho jaiga|hoga)",
  "सब (?:ठीक|सही) (?:हो जाएगा|हो जायेगा|होगा)",
  "(?:everything|it|all) (?:ll|will) be (?:ok|okay|fine|alright|all right)|(?:it|everything) s going to be (?:ok|okay|fine|alright)",
  "koi (?:baat )?(?:nahi|nhi|na|ni)|कोई (?:बात )?नहीं",
  "no (?:problem|prob|probs|worries|issues|issue|tension)|np",
  "(?:that s|thats|that is) (?:so |really )?(?:sad|rough|tough|bad|awful)|that sucks",
];
/** On the way, coming, arrived. */
const WAY = [
  "on (?:my|the) way|otw|omw",
  "(?:raste|rastey|raaste) (?:me|mein|mai) (?:hu|hoon|hun)|रास्ते में (?:हूँ|हूं)",
  "(?:bas )?(?:aa|a) (?:raha|rahi|rha|rhi) (?:hu|hoon|hun)|आ (?:रहा|रही) (?:हूँ|हूं)",
  "(?:pahunch|pohoch|pahuch|pohonch) (?:gaya|gayi|gya|gyi|gai)|पहुँच (?:गया|गई)|पहुंच (?:गया|गई)|reached(?: home)?",
];
/** A shrug at something small. */
const SHRUG = [
  "it is what it is|it s what it is|whatever happens happens|jo hoga dekha (?:jayega|jaega|jaayega)|जो होगा देखा जाएगा",
  "let it (?:be|go)|leave it|forget it|(?:jaane|jane|jaan) (?:do|de)|(?:chhodo|chodo|chhod|chod)(?: na)?|(?:rehne|rahne) do",
  "जाने दो|छोड़ो|छोड़ो ना|रहने दो",
];
/** How it was. */
const RATING = ["not (?:too )?bad|could be better|so so|theek thaak|thik thak|ठीक ठाक"];

/** Words that may open the reply ("oh", "acha", "whatever") and close it ("yaar", "tbh", "hota hai"). */
const OPEN = "(?:(?:oh|ohh|ok|okay|acha|achha|accha|haan|arre|arey|are|hmm|ya|yeah|whatever|meh|nah|अरे|अच्छा|हाँ) )*";
const TO =
  "(?:(?:yaar|yr|yar|bhai|bro|dude|ji|dost|re|na|sis|buddy|tbh|honestly|lol|haha|happens|happens to everyone|hota hai|hota h|hota he|यार|भाई|जी|दोस्त|होता है) ?)*";

const REPLY = new RegExp(
  `^${OPEN}(?:${[...SUPPORT, ...WAY, ...SHRUG, ...RATING].join("|")}) ?${TO}$`.normalize("NFKC"),
  "u",
);

/** On in the app; the tools and tests compare readings with it on and off. */
export const replyRule = { on: true };

/** Whether a whole message is an everyday reply and nothing more (emoji and punctuation aside). */
export function isEverydayReply(text: string): boolean {
  if (!replyRule.on || text.length > 80 || HEAVY_EMOJI.test(text)) return false;
  return REPLY.test(foldWords(text).trim());
}
