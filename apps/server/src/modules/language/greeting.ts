// A whole message of greeting (decision 034, "A greeting is a greeting"): "hi 🙂", "hii 😊", "hi guys 👋" read
// as risk or imminent, the model weighing a smile or a wave beside a word or two it knows from nothing else;
// a member who said hello in a chat got the helpline card and reached the moderation queue, and the Health
// Bot asked "Are you safe right now?". A message that is a greeting and nothing more (to whom, and how they
// are, at most) reads as none on every surface. Leave-taking and thanks are not greetings: "thank you all 👋"
// and "good night everyone" may be a last message, and stay the model's to read.
import { foldWords } from "./leave-taking.ts";

/** Words of arrival, in English, Hinglish and Devanagari, with chat spellings. */
const HELLO =
  "hi+|hie|hey+|heya|hello+|helo+|hellow|hullo|hola|yo+|namaste|namastey|namaskar|namaskaar|pranam|pranaam|ram ram|radhe radhe|jai shri krishna|jai shree krishna|sat sri akal|salaam|salam|assalamualaikum|adaab|good morning|gud morning|good mrng|gm|good afternoon|good evening|morning|नमस्ते|नमस्कार|प्रणाम|राम राम|राधे राधे|हाय|हैलो|हेलो|हेल्लो|सुप्रभात|शुभ प्रभात|गुड मॉर्निंग";
/** Whom it is to. */
const TO =
  "everyone|everybody|all|guys|friends|fam|people|folks|there|ji|bhai|bhaiya|didi|dost|doston|dosto|sab|sabko|sabhi|saathi|yaar|yr|bro|sis|सब|सबको|सभी|दोस्तों|दोस्तो|भाई|भैया|दीदी|जी|यार";
/** How they are. */
const HOW =
  "how are you|how r u|how are u|how r you|hru|how is everyone|whats up|wassup|sup|kaise ho|kaisi ho|kaise hain|kya haal hai|kya haal|kya hal hai|kya chal raha hai|कैसे हो|कैसी हो|कैसे हैं|क्या हाल है";

const GREETING = new RegExp(`^(?:${HELLO})(?: (?:${TO}))*(?: (?:${HOW})(?: (?:${TO}))*)?$`.normalize("NFKC"), "u");

/** Emoji with a weight of their own (emoji.ts): a greeting beside them is the model's to read. */
const HEAVY_EMOJI = /[💊🔪🗡🪢🩸⚰🪦💀☠🥀🔫🌉🚆🚂🚄🌊😭😢😿😞😔😩😫🥺💔🖤🤕]/u;

/** On in the app; the tools and tests compare readings with it on and off. */
export const greetingRule = { on: true };

/** Whether a whole message is a greeting and nothing more (emoji and punctuation aside). */
export function isGreeting(text: string): boolean {
  if (!greetingRule.on || text.length > 80 || HEAVY_EMOJI.test(text)) return false;
  return GREETING.test(foldWords(text));
}
