// Text normalisation for the crisis check: one canonical spelling so a short lexicon catches the
// many ways people write the same words (decision 020). Every step is cheap string work; the
// lexicon patterns go through `squash` too, so they are written in plain spelling.

/** Invisible characters used to split words past filters (zero-width, joiners, bidi marks, soft hyphen). */
const INVISIBLE = /\u034F|[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
/** Digits and symbols that stand for letters inside a word ("su1cide", "k!ll", "$elf"). */
const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "i",
};
const LEET_CHARS = /[013457@$!|]/;
const LATIN_LETTER = /[a-z]/;
const DEVANAGARI_CONSONANT = /^[\u0915-\u0939]$/;
const isSingleLetter = (t: string) => t.length === 1 && (LATIN_LETTER.test(t) || DEVANAGARI_CONSONANT.test(t));
/** Laughter emoji carry meaning for the classifier (jokes), so they become a word. */
const LAUGHTER = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}]/gu;
/** Whole-word chat spellings, after squashing. */
const SLANG: Record<string, string> = {
  wana: "want to",
  gona: "going to",
  gota: "got to",
  "2": "to",
  u: "you",
  ur: "your",
  thots: "thoughts",
  nhi: "nahi",
  nai: "nahi",
  mn: "man",
  h: "hai",
};
/**
 * Words worth recognising through one or two typos ("sucide", "khudkhushi"); kept to long words
 * with no everyday neighbours, so fuzzy matching never turns an ordinary word into one of them.
 */
const FUZZY_WORDS = ["suicide", "suicidal", "khudkushi", "atmhatya", "myself", "overdose"].map((w) => squash(w));
const FUZZY_SKIP = new Set(["overdone", "oversee", "mysel"]);
const FUZZY_FIRST = new Set(FUZZY_WORDS.map((w) => w[0]!));

/**
 * The character-level part of normalisation, also applied to lexicon patterns so they are written in
 * plain spelling: NFKC, lower case, invisible characters out, Devanagari nukta dropped and
 * candrabindu written as anusvara (both vary freely in typing), repeated letters squashed.
 */
export function canonicalChars(text: string): string {
  const t = text.normalize("NFKC").toLowerCase().replace(INVISIBLE, "");
  return squash(t.replace(/\u093C/g, "").replace(/\u0901/g, "\u0902"));
}

/** Collapse every run of one repeated letter to one ("diiiie" and "die", "kill" and "kil" meet). */
export function squash(text: string): string {
  return text.replace(/(\p{L})\1+/gu, "$1");
}

/**
 * Letters written as digits and symbols, per whitespace token ("su1cide" → "suicide", "10th" → "ioth"). Also
 * applied to the words of lexicon patterns (lexicon-check.ts compilePattern), so a pattern that spells
 * "3rd" meets a message that said "3rd".
 */
export function deLeet(token: string): string {
  if (!LATIN_LETTER.test(token) || !LEET_CHARS.test(token)) return token;
  let out = "";
  for (let i = 0; i < token.length; i += 1) {
    const ch = token[i]!;
    const sub = LEET[ch];
    // "!" and "|" only between letters, so "help!" stays "help" and not "helpi".
    const inner = i > 0 && i < token.length - 1;
    // "ki11": a 1 after an i (or after another such 1) is an l.
    if (ch === "1" && (out.endsWith("i") || (token[i - 1] === "1" && out.endsWith("l")))) out += "l";
    else out += sub && (inner || (ch !== "!" && ch !== "|")) ? sub : ch;
  }
  return out;
}

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let prevPrev: number[] = [];
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prevPrev = prev;
    prev = cur;
  }
  return prev[b.length]! <= max;
}

/** Words already looked at (most words recur), so a long post does not pay the edit distance again. */
const fuzzyMemo = new Map<string, string>();
const FUZZY_MEMO_MAX = 20_000;

function fuzzyWord(token: string): string {
  if (token.length < 5 || !FUZZY_FIRST.has(token[0]!) || FUZZY_SKIP.has(token) || FUZZY_WORDS.includes(token))
    return token;
  const known = fuzzyMemo.get(token);
  if (known !== undefined) return known;
  let out = token;
  for (const word of FUZZY_WORDS) {
    if (token[0] !== word[0]) continue;
    if (editDistanceAtMost(token, word, word.length >= 7 ? 2 : 1)) {
      out = word;
      break;
    }
  }
  if (fuzzyMemo.size >= FUZZY_MEMO_MAX) fuzzyMemo.clear();
  fuzzyMemo.set(token, out);
  return out;
}

/** The normalised message: `text` for the lexicon and classifier, `joined` for words typed one letter at a time. */
export interface Normalised {
  text: string;
  /** Runs of three or more single letters glued back together ("k i l l" → "kil"). */
  joined: string[];
}

/**
 * NFKC, lower case, invisible characters out, Devanagari nukta and candrabindu unified, leet
 * undone, punctuation to spaces, single letters rejoined, repeats squashed, chat spellings and
 * typos of the key words mended.
 */
export function normalise(input: string): Normalised {
  // The last text normalised (a pure function of the exact string): a chat send is normalised for the
  // watched words and again for the crisis reading, one after the other. One text kept, a copy given.
  if (lastInput !== input) {
    lastOutput = normaliseFresh(input);
    lastInput = input;
  }
  return { text: lastOutput.text, joined: [...lastOutput.joined] };
}

let lastInput: string | undefined;
let lastOutput: Normalised = { text: "", joined: [] };

function normaliseFresh(input: string): Normalised {
  let text = input.normalize("NFKC").toLowerCase().replace(INVISIBLE, "");
  text = text.replace(/\u093C/g, "").replace(/\u0901/g, "\u0902");
  text = text.replace(LAUGHTER, " haha ").replace(/[’'`´]/g, "");
  if (LEET_CHARS.test(text)) text = text.split(/\s+/).map(deLeet).join(" ");
  text = text.replace(/[^\p{L}\p{M}\p{N}]+/gu, " ").trim();
  const tokens = text.split(" ");
  const out: string[] = [];
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && isSingleLetter(tokens[j]!)) j += 1;
    // Latin needs three in a row ("u r" is chat, "k i l l" is a trick); Devanagari consonants two ("म र").
    if (
      j - i >= 3 ||
      (j - i === 2 && DEVANAGARI_CONSONANT.test(tokens[i]!) && DEVANAGARI_CONSONANT.test(tokens[i + 1]!))
    ) {
      const word = squash(tokens.slice(i, j).join(""));
      joined.push(word);
      out.push(word);
      i = j;
    } else {
      out.push(tokens[i]!);
      i += 1;
    }
  }
  const squashed = squash(out.join(" ")).split(" ");
  const words: string[] = [];
  for (let i = 0; i < squashed.length; i += 1) {
    const s = squashed[i]!;
    const fixed = SLANG[s] ?? fuzzyWord(s);
    // A key word split in two by a hyphen, dot or space ("sui-cide", "khud kushi").
    const next = squashed[i + 1];
    if (next && !FUZZY_WORDS.includes(fixed) && FUZZY_FIRST.has(s[0]!)) {
      const pair = s.length + next.length <= 11 ? fuzzyWord(squash(s + next)) : "";
      if (FUZZY_WORDS.includes(pair)) {
        words.push(pair);
        i += 1;
        continue;
      }
    }
    words.push(fixed);
  }
  return { text: words.join(" "), joined };
}
