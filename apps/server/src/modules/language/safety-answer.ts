// How a person answers "Are you safe right now?" or "Can you keep yourself safe?" in their own words:
// English, Hinglish and Devanagari Hindi, as chats spell them ("haan", "nhi", "pta nahi", "idk").
// Pure and synchronous. Doubt is its own answer: "pata nahi", "maybe", "नहीं पता" are "unsure", and
// whoever asks treats unsure with care (as not safe for the next step). A yes and a no together are
// unsure too. A long message that is about something else is no answer (null), so the question is
// asked again rather than guessed.

export type SafetyAnswer = "yes" | "no" | "unsure";

/** Lower case, NFKC, no nukta, punctuation gone, "haaan" = "haan", "nooo" = "noo". */
export function words(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\u093C/gu, "")
    .replace(/['\u2019]/gu, "")
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
    .replace(/([a-z])\1{2,}/gu, "$1$1")
    .split(/\s+/u)
    .filter(Boolean);
}

/** Phrases of doubt, matched as whole word sequences before anything else ("not sure" is not "no" + "sure"). */
const UNSURE_PHRASES = [
  "pata nahi",
  "pata nahin",
  "pata nhi",
  "pata nai",
  "pta nahi",
  "pta nhi",
  "pta nai",
  "patanahi",
  "ptanahi",
  "nahi pata",
  "nahin pata",
  "nhi pata",
  "nhi pta",
  "nai pata",
  "maloom nahi",
  "malum nahi",
  "maalum nahi",
  "malum nhi",
  "kya pata",
  "kya pta",
  "keh nahi sakta",
  "keh nahi sakti",
  "kah nahi sakta",
  "kah nahi sakti",
  "pakka nahi",
  "pakka nhi",
  "sure nahi",
  "sure nhi",
  "not sure",
  "im not sure",
  "dont know",
  "do not know",
  "dont knw",
  "no idea",
  "cant say",
  "cannot say",
  "i guess",
  "i think so",
  "kind of",
  "sort of",
  "not sure if",
  "kabhi kabhi",
  "ho sakta",
  "ho sakta hai",
  "पता नहीं",
  "पता नही",
  "नहीं पता",
  "नही पता",
  "मालूम नहीं",
  "नहीं मालूम",
  "क्या पता",
  "कह नहीं सकता",
  "कह नहीं सकती",
  "पक्का नहीं",
  "श्योर नहीं",
  "हो सकता है",
  "कभी कभी",
  // Found on the fourth safety-answer probe (decision 041): halves and "both" are doubt, never a yes.
  "haan aur na",
  "haan aur nahi",
  "हाँ और ना",
  "हां और ना",
  "हाँ और नहीं",
  "haan bhi aur nahi bhi",
  "haan bhi aur na bhi",
  "aadha haan aadha na",
  "aadha haan aadha nahi",
  "हाँ भी और ना भी",
  "हां भी और ना भी",
  "हाँ भी और नहीं भी",
  "आधा हाँ आधा ना",
  "आधा हां आधा ना",
  "आधा हाँ आधा नहीं",
  "hope so",
  "i hope",
  "50 50",
].map((p) => words(p));

const UNSURE_WORDS = new Set([
  "maybe",
  "mayb",
  "mabye",
  "perhaps",
  "idk",
  "idts",
  "dunno",
  "unsure",
  "notsure",
  "kinda",
  "sorta",
  "shayad",
  "shaayad",
  "shyd",
  "sayad",
  "shaid",
  "shyad",
  "probably",
  "possibly",
  "hmm",
  "hmmm",
  "thoda",
  "thodi",
  "शायद",
  "थोड़ा",
  "थोड़ी",
  "पतानहीं",
  // A try is doubt ("will try my best ji" was read as a yes: "will" says yes in substance).
  "try",
  "trying",
  "koshish",
  "koshis",
  "kosis",
  "कोशिश",
  "कोसिस",
  "depends",
]);

/** An answer's own no ("no", "nope"); "na" counts only first ("haan na" is a yes). */
const NO_PARTICLES = new Set(["no", "noo", "nope", "nah", "naa", "n", "nay"]);
const NO_FIRST = new Set(["na", "ना", "न"]);

/** Words that deny what follows or precedes them: "not safe", "safe nahi", "I can't". */
const NEGATIONS = new Set([
  "not",
  "never",
  "nahi",
  "nahin",
  "nahii",
  "nhi",
  "nai",
  "nhin",
  "nahee",
  "cant",
  "cannot",
  "wont",
  "dont",
  "unsafe",
  "mat",
  "नहीं",
  "नही",
  "असुरक्षित",
]);

/** An answer's own yes. */
const YES_PARTICLES = new Set([
  "yes",
  "yess",
  "y",
  "ya",
  "yah",
  "yeah",
  "yea",
  "yep",
  "yup",
  "ok",
  "okay",
  "okk",
  "k",
  "sure",
  "haan",
  "han",
  "ha",
  "haa",
  "haanji",
  "hanji",
  "ji",
  "jee",
  "bilkul",
  "definitely",
  "absolutely",
  "course",
  "हाँ",
  "हां",
  "हा",
  "जी",
  "बिल्कुल",
  "बिलकुल",
]);

/** Words that say yes in substance: "I'm safe", "main theek hoon", "kar sakti hoon". */
const YES_CONTENT = new Set([
  "safe",
  "fine",
  "alright",
  "good",
  "can",
  "will",
  "theek",
  "thik",
  "thek",
  "surakshit",
  "sakta",
  "sakti",
  "skta",
  "skti",
  "sakunga",
  "sakungi",
  "ठीक",
  "सुरक्षित",
  "सेफ",
  "सकता",
  "सकती",
  "सकूँगा",
  "सकूँगी",
]);

/** Words around an answer that change nothing: "yes I am safe right now", "haan main theek hoon yaar". */
const FILLER = new Set([
  "i",
  "im",
  "am",
  "me",
  "my",
  "myself",
  "its",
  "it",
  "is",
  "a",
  "the",
  "be",
  "to",
  "at",
  "now",
  "right",
  "rn",
  "really",
  "just",
  "so",
  "think",
  "feel",
  "am",
  "for",
  "of",
  "yet",
  "well",
  "actually",
  "honestly",
  "totally",
  "bro",
  "yaar",
  "yar",
  "main",
  "mai",
  "mein",
  "mei",
  "hoon",
  "hu",
  "hun",
  "hoo",
  "hai",
  "h",
  "abhi",
  "to",
  "toh",
  "sach",
  "mein",
  "bhi",
  "se",
  "apne",
  "aap",
  "aapko",
  "khud",
  "ko",
  "rakh",
  "keep",
  "stay",
  "kar",
  "hua",
  "hui",
  "मैं",
  "में",
  "हूँ",
  "हूं",
  "हू",
  "है",
  "अभी",
  "तो",
  "भी",
  "सच",
  "यार",
  "खुद",
  "को",
  "रख",
  "कर",
]);

/** A yes said in mockery ("yeah right"): a no. */
const MOCKING_PHRASES = ["yeah right", "ya right", "yea right", "yeh right", "as if"].map((p) => words(p));

/** More words than this that are neither an answer nor filler: the message is about something else. */
const MAX_OTHER_WORDS = 2;

const containsPhrase = (ws: readonly string[], phrase: readonly string[]) => {
  for (let i = 0; i + phrase.length <= ws.length; i++) if (phrase.every((p, j) => ws[i + j] === p)) return true;
  return false;
};

/** What a message's words say as an answer: each kind of word found, and how many words are none of them. */
export interface AnswerWords {
  doubt: boolean;
  yesParticle: boolean;
  yesContent: boolean;
  noParticle: boolean;
  negation: boolean;
  other: number;
}

/** The answer words of a message's words. */
export function answerWords(ws: readonly string[]): AnswerWords {
  const a: AnswerWords = {
    doubt: UNSURE_PHRASES.some((p) => containsPhrase(ws, p)),
    yesParticle: false,
    yesContent: false,
    noParticle: false,
    negation: false,
    other: 0,
  };
  ws.forEach((w, i) => {
    if (UNSURE_WORDS.has(w)) a.doubt = true;
    else if (NO_PARTICLES.has(w) || (i === 0 && NO_FIRST.has(w))) a.noParticle = true;
    else if (NEGATIONS.has(w)) a.negation = true;
    else if (YES_PARTICLES.has(w)) a.yesParticle = true;
    else if (YES_CONTENT.has(w)) a.yesContent = true;
    else if (!FILLER.has(w) && !NO_FIRST.has(w)) a.other += 1;
  });
  return a;
}

/** A short answer's reading (at most MAX_OTHER_WORDS words that are neither an answer nor filler), or null. */
export function readShortAnswer(ws: readonly string[]): SafetyAnswer | null {
  if (ws.length === 0) return null;
  if (MOCKING_PHRASES.some((p) => containsPhrase(ws, p))) return "no";
  const a = answerWords(ws);
  if (a.other > MAX_OTHER_WORDS) return null;
  if (a.doubt) return "unsure";
  // "haan... nahi", "yes and no": torn between the two.
  if (a.yesParticle && (a.noParticle || a.negation)) return "unsure";
  // "I'm not safe", "safe nahi hoon", "not really", "I can't".
  if (a.negation) return "no";
  // "no, I'm fine" may mean either: asked with care.
  if (a.noParticle) return a.yesContent ? "unsure" : "no";
  if (a.yesParticle || a.yesContent) return "yes";
  return null;
}

/** A yes/no safety question's answer in the person's words, read as a short answer only, or null when the words are no answer. */
export const readShortSafetyAnswer = (text: string): SafetyAnswer | null => readShortAnswer(words(text));
