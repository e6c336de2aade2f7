// An answer to "Are you safe right now?" or "Can you keep yourself safe...?" read as a whole message
// (decision 041, "Answers to the safety check nobody here wrote"): people answer in sentences ("ya im at home,
// mom is in the kitchen", "try karungi, par promise nahi", "हाँ कर सकता हूँ। भैया को msg कर दिया है"), and
// the short reading (safety-answer.ts) takes at most two words that are neither an answer nor filler, so
// most of them were asked the question again. Read in this order, each step erring towards care:
// 1. sarcasm ("yeah right", "as if", 🙃, "kaha safe") and hopeless refusals ("what's the point") are a no;
// 2. doubt anywhere ("i'll try", "koshish", "50-50", "if", "pata nahi") is unsure;
// 3. safety or ability denied ("not safe", "I can't", "theek nahi", "nahi kar paunga") is a no, or unsure beside a "yes";
// 4. a short message is read as before (safety-answer.ts);
// 5. a message led by a no is a no, or unsure beside words of safety ("no no, I'm fine");
// 6. a first clause that is a yes, or words of safety ("safe hu", "main theek rahungi", "I won't hurt myself",
//    "कुछ नहीं करूँगी"), is a yes; with a "but" ("par", "lekin", "पर") it is unsure.
// Nothing else is an answer (null: the question is asked again). Pure and synchronous. Whoever asks still runs
// the crisis check on the same words first: a yes beside a means or a plan is not taken as safe.
import { answerWords, readShortAnswer, type SafetyAnswer, words } from "./safety-answer.ts";

/** Switch (decision 041): off, readSafetyAnswer reads short answers only, as before. */
export const WHOLE_ANSWERS = false;
export const wholeAnswers = { on: WHOLE_ANSWERS };

const re = (alternatives: readonly string[]) => new RegExp(` (?:${alternatives.join("|")}) `, "u");

const SARCASM = re([
  "(?:kaha|kahan|kahaan|kidhar|कहाँ|कहां|कहा) (?:safe|theek|thik|surakshit|सेफ|ठीक|सुरक्षित)",
  "yeah right",
  "ya right",
  "as if",
  "(?:jaise|jaisa|जैसे) (?:main|mai|me|ki|मैं|कि)",
]);

/** Hopeless refusals: "what's the point", "kya fayda". */
const REFUSAL = re([
  "(?:whats|what is) the point",
  "(?:kya|क्या) (?:fayda|faayda|faida|point|फायदा|फ़ायदा|फायदा है|पॉइंट)",
  "(?:dont|do not) want to",
]);

const DOUBT = re([
  "(?:ill|i will|i ll|will|im|i am) try(?:ing)?",
  "try (?:my best|karunga|karungi|karta|karti|krunga|krungi|kar rahi|kar raha|करूँगा|करूंगा|करूँगी|करूंगी|करता|करती)",
  "try",
  "trying",
  "(?:koshish|koshis|kosis|कोशिश|कोसिस)",
  "hope so",
  "i hope",
  "hopefully",
  "50 50",
  "fifty fifty",
  "confused",
  "कन्फ्यूज्ड",
  "कन्फ्यूज",
  "(?:samajh|samaj|smjh|समझ) (?:nahi|nhi|नहीं|नही) (?:aa|aa raha|a|आ)",
  "(?:dekhte|dekhenge|देखते|देखेंगे) (?:hain|hai|h|हैं|है)",
  "if",
  "agar",
  "अगर",
  "no promises?",
  "somewhat",
  "(?:pata|pta|पता) (?:ni|nai|नी|नइ|नई)",
  "(?:dekhta|dekhti|देखता|देखती) (?:hu|hun|hoon|हूँ|हूं|हु)",
  "yes and no",
  "(?:haan|han|ha|हाँ|हां|हा) (?:bhi|भी) (?:aur|or|और) (?:na|nahi|nhi|ना|नहीं|नही) (?:bhi|भी)",
  "(?:bharosa|bharosaa|भरोसा) (?:nahi|nhi|नहीं|नही)",
]);

/** Safety or the ability to keep it denied. */
const DENIED = re([
  "not (?:really )?(?:safe|ok|okay|fine|alright|good)",
  "(?:cant|cnt|cannot|can not|couldnt|unable)",
  "(?:wont|will not|not) (?:be able|manage)",
  "(?:safe|theek|thik|thek|fine|ok|okay|surakshit|सेफ|ठीक|सुरक्षित) (?:bilkul |bhi |toh |to |बिलकुल |बिल्कुल |भी |तो )?(?:nahi|nahin|nhi|nai|नहीं|नही|नई)",
  "(?:nahi|nahin|nhi|nai|नहीं|नही|नई) (?:kar|kr|rakh|rkh|rah|reh|sambhal|ho|कर|रख|रह|संभाल|हो) (?:sakta|sakti|skta|skti|sakunga|sakungi|paunga|paungi|paaunga|paaungi|payega|paega|paayega|pa rahi|pa raha|सकता|सकती|सकूंगा|सकूँगा|पाऊंगा|पाऊँगा|पाऊंगी|पाऊँगी|पाएगा|पायेगा)",
  "(?:nahi|nahin|nhi|नहीं|नही) (?:hu|hun|hoon|हूँ|हूं)",
  "unsafe",
  "असुरक्षित",
]);

/** Denials that reassure: a harm denied, a worry waved away. Read as words of safety before anything else. */
const REASSURE = re([
  "(?:i )?(?:wont|will not|am not going to|m not going to|im not going to|not going to) (?:hurt|harm|do anything|do something)(?: stupid| myself)?",
  "(?:main |mai |me )?kuch (?:nahi|nhi|nai) (?:karunga|karungi|krunga|krungi|karne wala|karne wali|kar rahi|kar raha)",
  "कुछ (?:नहीं|नही) (?:करूँगा|करूंगा|करूँगी|करूंगी|करूगा|करूगी|कर रही|कर रहा|होगा)",
  "(?:aisa|aesa|ऐसा) kuch (?:nahi|nhi)",
  "ऐसा कुछ (?:नहीं|नही)",
  "nothing like that",
  "not (?:unsafe|in danger|in any danger)",
  "(?:its |it is |it s )?not that (?:serious|bad)",
  "(?:itna|itni|इतना|इतनी) (?:bhi |भी )?(?:bura|buri|बुरा|बुरी) (?:haal |हाल )?(?:nahi|nhi|नहीं|नही)",
  "(?:koi )?(?:dikkat|problem|pareshani) (?:nahi|nhi)",
  "(?:कोई )?(?:दिक्कत|प्रॉब्लम|परेशानी) (?:नहीं|नही)",
  "(?:didnt|did not) mean (?:it|that)",
  "(?:wont|will not) do anything",
  "(?:kuch|koi) (?:ulta seedha|ulta sidha|galat kadam|galat) (?:nahi|nhi) (?:karunga|karungi|krunga|krungi|uthaunga|uthaungi)",
  "(?:खुद को )?कुछ (?:उल्टा सीधा |गलत )?(?:नहीं|नही) (?:करूँगा|करूंगा|करूँगी|करूंगी)",
  "(?:अनसेफ|unsafe) (?:तो |toh |to )?(?:बिलकुल |बिल्कुल |bilkul )?(?:नहीं|नही|nahi|nhi)",
  "unsafe (?:toh |to )?(?:bilkul )?(?:nahi|nhi|नहीं|नही)",
  "unsafe (?:तो )?(?:बिलकुल |बिल्कुल )?(?:नहीं|नही)",
  "(?:koi )?(?:khatra|khatre) (?:nahi|nhi)",
  "(?:कोई )?(?:खतरा|ख़तरा) (?:नहीं|नही)",
]);

/** A worry waved away: filler, never a denial. */
const NO_WORRY = re([
  "(?:dont|do not|pls dont|please dont) worry",
  "no worries",
  "no need to worry",
  "(?:dont|do not) stress",
  "(?:overreact|worry|stress|pareshan|dar|daro|darr) (?:mat|na|mt) (?:karo|kro|ho|hona|kijiye)",
  "(?:डरो|परेशान|घबराओ) (?:मत|ना)(?: होइए| हो| करो)?",
  "(?:tension|chinta|fikar|fikr|tenshun) (?:mat|na|mt) (?:lo|lijiye|karo|kijiye|kro|le)",
  "(?:टेंशन|चिंता|फिकर|फ़िकर|फिक्र) (?:मत|ना) (?:लो|लीजिए|करो|कीजिए|कर)",
]);

/** Words of safety: the writer is safe, fine, or can keep safe. */
const SAFE = re([
  "(?:im|i am|i m|am) (?:safe|fine|okay|ok|alright|good|better|calmer)",
  "(?:ill|i will|i ll|will) (?:be|stay|keep) (?:safe|fine|okay|ok|alright)",
  "(?:ill|i will|i ll) be (?:fine|okay|ok|alright|safe)",
  "i can(?: manage| hold on)?",
  "all good",
  "safe",
  "(?:theek|thik|thek|thk|fine|okay|ok|surakshit|safe) (?:hu|hun|hoon|hoo|h|hai|hain|rahunga|rahungi|rahoonga|rahoongi|rahenge)",
  "sab (?:theek|thik|thk|badhiya|sahi|thik h|theek hai)",
  "(?:kar|kr|rakh|rkh|rah|reh|sambhal|sambhaal) (?:lunga|lungi|loonga|loongi|lenge|lungaa)",
  "ho jayega",
  "dhyan (?:rakhunga|rakhungi|rakh lunga|rakh lungi)",
  "(?:ठीक|सेफ|सुरक्षित|ok|okay) (?:हूँ|हूं|हू|है|हैं|रहूंगी|रहूँगी|रहूंगा|रहूँगा|रहूगा|रहूगी)",
  "सब ठीक",
  "(?:कर|रख|रह|संभाल) (?:लूँगा|लूंगा|लूँगी|लूंगी|लूगा|लूगी|सकता|सकती)",
]);

/**
 * Words that turn a yes into doubt ("for now yes, but..."): "but", "lekin", "magar" anywhere; "par" and "पर" only
 * where a clause begins, since they are also "at" ("ghar par", "घर पर").
 */
const CONTRAST =
  /(?:^|[\s,.;:!?…।])(?:but|lekin|magar|लेकिन|मगर|बट)(?=[\s,.;:!?…।]|$)|(?:^|[,.;:!?…।]\s*)(?:par|pr|पर)(?=[\s,.;:!?…।]|$)/iu;

const NO_LEAD = new Set([
  "no",
  "noo",
  "nope",
  "nah",
  "naa",
  "na",
  "nahi",
  "nahin",
  "nhi",
  "nai",
  "never",
  "नहीं",
  "नही",
  "ना",
  "नई",
  "नो",
]);

/** Long vowels typed again and again after their sign ("नहीईईईई" = "नही"). */
const foldVowelRuns = (t: string) => t.replace(/([\u093E-\u094C])(\u0902?)[\u0905-\u0914]+/gu, "$1$2");

/** Chat spellings the short reading does not know, read as the words they stand for. */
const SPELLED: Readonly<Record<string, string>> = { hn: "haan", नो: "no", नई: "nahi", नईं: "nahi", cnt: "cant" };

/** Words that deny, left once the reassurances are read: a yes beside one is doubt ("मन ही नहीं है safe रहने का"). */
const DENIES = new Set(["not", "never", "nahi", "nahin", "nhi", "nai", "mat", "no", "नहीं", "नही", "ना", "मत"]);

/** The words up to the first stop, comma or "but". */
function firstClause(text: string): string[] {
  const head = text.split(/[.,!?;…।\n]|\s(?:but|lekin|magar|लेकिन|मगर)\s/iu).find((c) => words(c).length > 0);
  return spelled(head ?? "");
}

/** A message's words, long vowels folded and chat spellings read. */
const spelled = (text: string) => words(foldVowelRuns(text)).map((w) => SPELLED[w] ?? w);

/** The words with worries waved away dropped and reassurances read as "safe". */
function reassured(ws: readonly string[]): string[] {
  let joined = ` ${ws.join(" ")} `;
  for (const phrase of [NO_WORRY, REASSURE])
    joined = joined.replace(new RegExp(phrase.source, "gu"), phrase === REASSURE ? " safe " : " ");
  return joined.trim().split(/\s+/u).filter(Boolean);
}

/** A safety question's answer read as a whole message, or null when the words are no answer. */
export function readWholeAnswer(text: string): SafetyAnswer | null {
  const ws = spelled(text);
  if (ws.length === 0) return null;
  const raw = ` ${ws.join(" ")} `;
  if (SARCASM.test(raw) || REFUSAL.test(raw) || text.includes("🙃")) return "no";
  if (answerWords(ws).doubt || DOUBT.test(raw)) return "unsure";
  const cleaned = reassured(ws);
  const joined = ` ${cleaned.join(" ")} `;
  if (DENIED.test(joined)) return answerWords(ws).yesParticle ? "unsure" : "no";
  const safe = SAFE.test(joined);
  const yes = (): SafetyAnswer =>
    CONTRAST.test(text.toLowerCase()) || cleaned.some((w) => DENIES.has(w)) ? "unsure" : "yes";
  const short = readShortAnswer(cleaned);
  if (short !== null) return short === "yes" ? yes() : short;
  if (NO_LEAD.has(ws[0]!)) return safe ? "unsure" : "no";
  const first = readShortAnswer(reassured(firstClause(text)));
  if (first === "no") return safe ? "unsure" : "no";
  if (first === "unsure") return "unsure";
  if (first === "yes" || safe) return yes();
  return null;
}

/** The words that make an answer (a yes, safety, reassurance): what is left is what the crisis check reads. */
const ANSWER_WORDS = new Set([
  ...["yes", "yess", "yeah", "ya", "yep", "yup", "ok", "okay", "sure", "haan", "han", "ha", "haa", "ji", "bilkul"],
  ...["safe", "fine", "alright", "good", "theek", "thik", "thek", "surakshit", "totally", "bahut", "bohot", "ekdum"],
  ...["हाँ", "हां", "हा", "जी", "बिल्कुल", "बिलकुल", "ठीक", "सेफ", "सुरक्षित", "बहुत", "एकदम"],
]);

/**
 * The message without the words that make an answer, or null when nothing else is left or nothing was taken:
 * "safe" pulls the crisis model towards none, so "haan haan bahut safe hu, pills haath mein leke baithi hu"
 * reads none whole and imminent without them.
 */
export function answerRemainder(text: string): string | null {
  const ws = spelled(text);
  const rest = ws.filter((w) => !ANSWER_WORDS.has(w));
  return rest.length === 0 || rest.length === ws.length ? null : rest.join(" ");
}

/** A yes/no safety question's answer in the person's words, or null when the words are no answer. */
export const readSafetyAnswer = (text: string): SafetyAnswer | null =>
  wholeAnswers.on ? readWholeAnswer(text) : readShortAnswer(words(text));
