// What people are worried about, in the words they type: English, Hindi in Devanagari, and Hinglish
// (Hindi in Latin letters, with the spellings chat uses). Each worry says which stored specialities
// treat it, and its English words are what an expert's bio is searched for. The expert directory's
// search and the member search both read this one vocabulary, and a language module can build on it:
// it is data plus one pure matching function, with no dependencies.
import type { Specialisation } from "./expert-constants.ts";

export const WORRY_IDS = [
  "anxiety",
  "stress",
  "sleep",
  "depression",
  "relationship",
  "exam",
  "loneliness",
  "anger",
  "grief",
  "family",
  "work",
  "self_esteem",
  "teen",
] as const;
export type WorryId = (typeof WORRY_IDS)[number];

export interface Worry {
  /** Shown on a card: 'Matches: Sleep · Anxiety' (translated through the contract's catalog). */
  label: string;
  /** Stored specialities that treat this worry: an expert with one of them matches it. */
  specialisations: readonly Specialisation[];
  /** English words and phrases; also what an expert's bio is searched for (as whole words), unless `bio` says. */
  en: readonly string[];
  /** Words a bio is searched for instead, when some English words are too common there ('I work with…'). */
  bio?: readonly string[];
  /** Hindi in Devanagari. */
  hi: readonly string[];
  /** Hinglish: Hindi in Latin letters, as chat spells it (doubled letters and nuktas need no variants). */
  hinglish: readonly string[];
}

export const WORRIES: Readonly<Record<WorryId, Worry>> = {
  anxiety: {
    label: "Anxiety",
    specialisations: ["Stress & Anxiety"],
    en: [
      "anxiety",
      "anxious",
      "panic",
      "panic attack",
      "worry",
      "worried",
      "worrying",
      "nervous",
      "overthinking",
      "phobia",
    ],
    hi: ["चिंता", "चिन्ता", "घबराहट", "बेचैनी", "एंग्जायटी", "एंग्ज़ायटी", "फिक्र", "डर", "पैनिक"],
    hinglish: [
      "chinta",
      "chintaa",
      "ghabrahat",
      "ghabrahut",
      "ghabraht",
      "bechaini",
      "bechainee",
      "fikar",
      "fikr",
      "dar lagta",
    ],
  },
  stress: {
    label: "Stress",
    specialisations: ["Stress & Anxiety"],
    en: ["stress", "stressed", "stressful", "pressure", "burnout", "burnt out", "burned out", "tension", "overwhelmed"],
    hi: ["तनाव", "स्ट्रेस", "दबाव", "टेंशन"],
    hinglish: ["tanav", "tanaw", "dabav", "dabaw", "tension", "tenshun", "tensn"],
  },
  sleep: {
    label: "Sleep",
    specialisations: [],
    en: [
      "sleep",
      "sleeping",
      "sleepless",
      "insomnia",
      "nightmare",
      "nightmares",
      "cant sleep",
      "can't sleep",
      "insomniac",
      "awake all night",
    ],
    hi: [
      "नींद",
      "नीन्द",
      "अनिद्रा",
      "सो नहीं पा रहा",
      "सो नहीं पा रही",
      "सो नहीं पाता",
      "सो नहीं पाती",
      "जागता रहता",
      "जागती रहती",
      "बुरे सपने",
      "सोने में दिक्कत",
    ],
    hinglish: [
      "neend",
      "nind",
      "neendh",
      "anidra",
      "so nahi pa raha",
      "so nahi pa rahi",
      "so nahi pata",
      "so nahi pati",
      "so nhi pa raha",
      "so nhi pa rahi",
      "so nhi pata",
      "so nhi pati",
      "jagta rehta",
      "jagti rehti",
      "jagta rahta",
      "jagti rahti",
      "sone mein dikkat",
      "sone me dikkat",
      "bure sapne",
    ],
  },
  depression: {
    label: "Depression",
    specialisations: ["Depression"],
    en: ["depression", "depressed", "sad", "sadness", "hopeless", "low mood"],
    hi: ["डिप्रेशन", "उदासी", "उदास", "अवसाद", "निराशा", "मायूस", "दुखी"],
    hinglish: ["udaas", "udaasi", "udasee", "avsaad", "nirasha", "niraasha", "mayoos", "mayus", "depress", "dukhi"],
  },
  relationship: {
    label: "Relationships",
    specialisations: ["Relationship"],
    en: [
      "relationship",
      "relationships",
      "breakup",
      "break up",
      "broke up",
      "divorce",
      "marriage",
      "partner",
      "boyfriend",
      "girlfriend",
      "husband",
      "wife",
      "heartbreak",
    ],
    hi: ["रिश्ता", "रिश्ते", "रिश्तों", "रिलेशनशिप", "ब्रेकअप", "शादी", "तलाक़", "पति", "पत्नी"],
    hinglish: ["rishta", "rishte", "rishtey", "rishton", "shaadi", "shadi", "talaak", "pati", "patni", "bf", "gf"],
  },
  exam: {
    label: "Exams and studies",
    specialisations: ["Teen and Family"],
    bio: ["exam", "exams", "student", "students", "academic", "studies"],
    en: ["exam", "exams", "study", "studies", "studying", "student", "students", "academic", "board exams"],
    hi: ["परीक्षा", "पढ़ाई", "इम्तिहान", "एग्जाम", "एग्ज़ाम", "बोर्ड"],
    hinglish: ["pariksha", "padhai", "padhaai", "parhai", "imtihan", "imtehan", "exam"],
  },
  loneliness: {
    label: "Loneliness",
    specialisations: ["Mental Health"],
    en: ["lonely", "loneliness", "alone", "isolated", "isolation", "no friends"],
    hi: ["अकेलापन", "अकेला", "अकेली", "तन्हाई", "तनहाई", "अकेलेपन", "अकेले", "तन्हा"],
    hinglish: [
      "akela",
      "akeli",
      "akelapan",
      "akelaapan",
      "tanhai",
      "tanhaai",
      "akele",
      "akelepan",
      "tanha",
      "koi dost nahi",
    ],
  },
  anger: {
    label: "Anger",
    specialisations: ["Mental Health"],
    en: ["anger", "angry", "rage", "temper", "irritable", "irritation"],
    hi: ["गुस्सा", "ग़ुस्सा", "क्रोध", "चिड़चिड़ापन", "चिड़चिड़ा"],
    hinglish: ["gussa", "ghussa", "gusa", "krodh", "chidchida", "chidchidapan", "chidchidi"],
  },
  grief: {
    label: "Grief and loss",
    specialisations: ["Mental Health"],
    en: ["grief", "grieving", "loss", "bereavement", "mourning"],
    hi: ["दुख", "दुःख", "शोक", "ग़म", "गम"],
    hinglish: ["dukh", "dukkh", "shok", "gham"],
  },
  family: {
    label: "Family",
    specialisations: ["Teen and Family"],
    bio: ["family", "families", "parents", "parenting", "children"],
    en: [
      "family",
      "parents",
      "parent",
      "parenting",
      "mother",
      "father",
      "children",
      "child",
      "siblings",
      "in laws",
      "in-laws",
    ],
    hi: ["परिवार", "माता-पिता", "घरवाले", "बच्चे", "ससुराल", "मम्मी पापा"],
    hinglish: ["parivar", "pariwar", "gharwale", "gharvale", "bache", "bacche", "sasural", "mummy papa", "maa baap"],
  },
  work: {
    label: "Work",
    specialisations: ["Work Challenges"],
    bio: ["workplace", "career", "job", "jobs", "office", "burnout", "professionals", "corporate"],
    en: ["work", "job", "office", "career", "boss", "workplace", "colleague", "colleagues", "unemployed"],
    hi: ["काम", "नौकरी", "ऑफिस", "ऑफ़िस", "करियर", "बॉस"],
    hinglish: ["kaam", "naukri", "naukari", "nokri", "office", "offc"],
  },
  self_esteem: {
    label: "Self-esteem",
    specialisations: ["Mental Health"],
    en: [
      "self-esteem",
      "self esteem",
      "self worth",
      "self-worth",
      "confidence",
      "insecure",
      "insecurity",
      "inferiority",
    ],
    hi: ["आत्मविश्वास", "आत्मसम्मान", "हीन भावना"],
    hinglish: ["atmavishwas", "aatmvishwas", "atmvishvas", "atmasamman", "heen bhavna", "confidence"],
  },
  teen: {
    label: "Teens",
    specialisations: ["Teen and Family"],
    en: ["teen", "teens", "teenager", "teenagers", "adolescent", "adolescence"],
    hi: ["किशोर", "टीनएजर"],
    hinglish: ["kishor", "kishore", "teenager"],
  },
};

/** The worries' labels, for the catalogs (shown translated; sent and stored in English). */
export const WORRY_LABEL_TEXT = WORRY_IDS.map((id) => WORRIES[id].label);

/**
 * A word as the vocabulary compares it: NFC, lower case, without nuktas (ज़ = ज), and in Latin letters
 * without doubled letters ('neeend' = 'nend' = 'neend', 'tanaav' = 'tanav').
 */
function wordKey(word: string): string {
  const w = word
    .normalize("NFC")
    .toLowerCase()
    .replace(/\u093C/gu, "");
  return /^[a-z]+$/u.test(w) ? w.replace(/([a-z])\1+/gu, "$1") : w;
}

/** The words of a text (letters, combining marks and digits; apostrophes dropped: can't = cant), keyed. */
export function worryWords(text: string): string[] {
  return text
    .normalize("NFC")
    .replace(/['\u2019]/gu, "")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map(wordKey);
}

/** Every phrase of the vocabulary as its keyed words, with its worry; longest first. */
const PHRASES: readonly (readonly [words: readonly string[], id: WorryId])[] = WORRY_IDS.flatMap((id) =>
  [...WORRIES[id].en, ...WORRIES[id].hi, ...WORRIES[id].hinglish].map((p) => [worryWords(p), id] as const),
)
  .filter(([w]) => w.length > 0)
  .sort((a, b) => b[0].length - a[0].length);

/**
 * The worries a text speaks of, each once, in the order they first appear. Only whole words and whole
 * phrases match (so 'danger' is not 'anger', 'kaamyaab' is not 'kaam'); Devanagari, Hinglish chat
 * spellings and English all meet the same worry: 'neend', 'नींद', 'so nahi pa raha' and 'insomnia' are
 * all 'sleep'.
 */
export function matchWorries(text: string): WorryId[] {
  const words = worryWords(text);
  const found: { id: WorryId; at: number }[] = [];
  // Words a longer phrase took are not read again by a shorter one ('so nahi pati' is sleep, not 'pati').
  const taken = new Set<number>();
  for (const [phrase, id] of PHRASES) {
    for (let i = 0; i + phrase.length <= words.length; i++) {
      if (phrase.every((w, j) => words[i + j] === w && !taken.has(i + j))) {
        for (let j = 0; j < phrase.length; j++) taken.add(i + j);
        const seen = found.find((f) => f.id === id);
        if (!seen) found.push({ id, at: i });
        else seen.at = Math.min(seen.at, i);
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
}

/** The stored specialities that treat any of these worries, each once. */
export function specialisationsFor(ids: readonly WorryId[]): Specialisation[] {
  return [...new Set(ids.flatMap((id) => WORRIES[id].specialisations))];
}

/** The English words a bio is searched for, for these worries (whole words, case-insensitive). */
export function bioWordsFor(ids: readonly WorryId[]): string[] {
  return [...new Set(ids.flatMap((id) => WORRIES[id].bio ?? WORRIES[id].en))];
}

/** The worries an expert is matched to: by a stored speciality that treats it, or by its words in the bio. */
export function worriesOfExpert(
  ids: readonly WorryId[],
  expert: { specialisations: readonly string[]; bio: string },
): WorryId[] {
  const inBio = worryWords(expert.bio).join(" ");
  return ids.filter(
    (id) =>
      WORRIES[id].specialisations.some((s) => expert.specialisations.includes(s)) ||
      (WORRIES[id].bio ?? WORRIES[id].en).some((w) => ` ${inBio} `.includes(` ${worryWords(w).join(" ")} `)),
  );
}
