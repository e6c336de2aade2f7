// What people type in Hindi (Devanagari) or Hinglish (Hindi in Latin letters) for the English words
// Saathi stores: expert specialities ('Stress & Anxiety', 'Relationship') and languages ('Hindi').
// The search expands a query with them, so 'chinta', 'चिंता' and 'anxiety' all find the same experts.
//
// This is also the hook the crisis check will use later: its phrase lists are English, and
// expandSearchTerms gives the English words behind a Hindi or Hinglish message (keep it pure and
// dependency-free so the server, the web and that check can all call it).

/** Each English term and the ways it is written in Hindi and Hinglish (spellings vary: add more freely). */
const SYNONYMS: readonly (readonly [english: string, words: readonly string[]])[] = [
  [
    "anxiety",
    ["anxiety", "chinta", "chintaa", "चिंता", "चिन्ता", "ghabrahat", "घबराहट", "bechaini", "बेचैनी", "एंग्जायटी", "एंग्ज़ायटी"],
  ],
  ["depression", ["depression", "डिप्रेशन", "udaasi", "udasi", "उदासी", "avsaad", "अवसाद", "dukh", "दुख", "दुःख"]],
  ["stress", ["stress", "tanav", "tanaav", "तनाव", "स्ट्रेस", "dabav", "dabaav", "दबाव"]],
  ["relationship", ["relationship", "relationships", "rishta", "rishte", "rishtey", "रिश्ता", "रिश्ते", "रिलेशनशिप"]],
  ["sleep", ["sleep", "neend", "nind", "नींद", "नीन्द", "anidra", "अनिद्रा"]],
  ["family", ["family", "parivaar", "parivar", "परिवार", "ghar", "घर"]],
  ["teen", ["teen", "kishor", "किशोर"]],
  ["work", ["work", "kaam", "काम", "naukri", "नौकरी", "office", "ऑफिस", "ऑफ़िस"]],
  ["mental health", ["mental health", "manasik swasthya", "मानसिक स्वास्थ्य", "मेंटल हेल्थ"]],
  ["hindi", ["hindi", "हिंदी", "हिन्दी"]],
  ["english", ["english", "angrezi", "angreji", "अंग्रेज़ी", "अंग्रेजी", "इंग्लिश"]],
  ["kannada", ["kannada", "कन्नड़", "कन्नड"]],
  ["spanish", ["spanish", "स्पेनिश", "स्पैनिश"]],
];

/**
 * A query as the database should compare it: Unicode NFC (the same letters typed on different
 * keyboards become the same code points), trimmed, inner spaces collapsed, lower case (Unicode-aware:
 * Devanagari has no case and passes through unchanged), without a leading '@' of a username.
 */
export function normalizeSearchText(q: string): string {
  return q.normalize("NFC").trim().replace(/\s+/gu, " ").toLowerCase().replace(/^@/u, "");
}

/**
 * A looser key for matching words: no nukta (ज़ = ज), and in Latin letters no doubled letters
 * ('tanaav' = 'tanav', 'neend' = 'nend'), so the usual spelling variants meet.
 */
function key(word: string): string {
  const w = normalizeSearchText(word).replace(/\u093C/gu, "");
  return /^[a-z ]+$/u.test(w) ? w.replace(/([a-z])\1+/gu, "$1") : w;
}

const LOOKUP = new Map<string, string>();
for (const [english, words] of SYNONYMS) for (const w of words) LOOKUP.set(key(w), english);

/**
 * The query (normalised) first, then the English terms its words or the whole phrase stand for,
 * each once: 'chinta' → ['chinta', 'anxiety']; 'हिन्दी डिप्रेशन' → ['हिन्दी डिप्रेशन', 'hindi',
 * 'depression']; 'Priya' → ['priya']. An empty query gives [].
 */
export function expandSearchTerms(q: string): string[] {
  const text = normalizeSearchText(q);
  if (!text) return [];
  const out = [text];
  const add = (english: string | undefined) => {
    if (english && !out.includes(english)) out.push(english);
  };
  add(LOOKUP.get(key(text)));
  for (const word of text.split(" ")) add(LOOKUP.get(key(word)));
  return out;
}
