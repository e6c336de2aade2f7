// The model's features: the normalised text (normalise.ts: NFKC, chat spellings, leetspeak,
// Devanagari folding; emoji as words) read as character n-grams of 2 to 5 within each word of four
// letters or more (they carry misspellings, Hinglish spellings and Devanagari variants), word
// unigrams, bigrams and trigrams, and the ids of the lexicon entries that fired, all hashed (FNV-1a,
// 32 bit) into a fixed space of buckets. Values are weighted counts scaled to about unit length (a
// very short text stays shorter, so it reads close to the prior), so long and short texts weigh alike.
import { emojiAsWords } from "./emoji.ts";
import { type Normalised, normalise } from "./normalise.ts";

/** A sparse feature vector: bucket indices and their values (same length). */
export interface SparseVector {
  idx: Int32Array;
  val: Float64Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Seeds that keep the three kinds of feature apart in the hashed space. */
const SEED_CHAR = 0x9e3779b9;
const SEED_WORD = 0x85ebca6b;
const SEED_PAIR = 0xc2b2ae35;
const SEED_TRIPLE = 0x27d4eb2f;
const SEED_LEXICON = 0x165667b1;
/** How much a whole word, a word pair or triple, and a lexicon entry count against one character n-gram. */
export const WORD_WEIGHT = 3;
export const PAIR_WEIGHT = 3;
export const TRIPLE_WEIGHT = 2;
export const LEXICON_WEIGHT = 4;
/**
 * Added to the squared length before scaling, so a very short text ("hi") has small feature values
 * and reads close to the prior instead of swinging on two or three n-grams.
 */
const LENGTH_SMOOTHING = 200;
const BOUNDARY = 0x2; // marks a word's start and end in its character n-grams

const MIN_N = 2;
const MIN_CHAR_WORD = 4;
const MAX_N = 5;

function step(h: number, code: number): number {
  return Math.imul(h ^ code, FNV_PRIME) >>> 0;
}

function hashString(seed: number, s: string, from: number, to: number): number {
  let h = step(FNV_OFFSET, seed & 0xff);
  h = step(h, (seed >>> 8) & 0xff);
  for (let i = from; i < to; i += 1) h = step(h, s.charCodeAt(i));
  return h;
}

/** The text as the model reads it: emoji as words, then the shared normalisation. */
export function modelText(text: string): string {
  return normalise(emojiAsWords(text)).text;
}

/** The same, with the letters typed one at a time (for the lexicon, which reads the same form). */
export function modelNormalised(text: string): Normalised {
  return normalise(emojiAsWords(text));
}

/**
 * Scratch space shared by calls (the module is synchronous): the buckets touched, in the order first
 * touched, and a small open-addressing table from bucket to count (each bucket's weights are added in
 * the same order as into a dense array of every bucket, so the sums are the same floats). A dense array
 * of 2^18 counts (2 MB) took a cache miss per n-gram on a busy server; this table stays in the cache
 * (16 KB for a short text; it doubles for a long one).
 */
let touched = new Int32Array(1024);
/** For each touched bucket (same index as `touched`), its slot in the table. */
let slotOf = new Int32Array(1024);
let tableKeys = new Int32Array(2048).fill(-1);
let tableCounts = new Float64Array(2048);

/** The table twice as large, every touched bucket moved (the slots change, the counts do not). */
function growTable(used: number): void {
  const keys = new Int32Array(tableKeys.length * 2).fill(-1);
  const counts = new Float64Array(keys.length);
  const m = keys.length - 1;
  for (let k = 0; k < used; k += 1) {
    const b = touched[k]!;
    let slot = b & m;
    while (keys[slot] !== -1) slot = (slot + 1) & m;
    keys[slot] = b;
    counts[slot] = tableCounts[slotOf[k]!]!;
    slotOf[k] = slot;
  }
  tableKeys = keys;
  tableCounts = counts;
}

/**
 * Hashed features of already normalised text into `buckets` (a power of two). Counts per bucket,
 * scaled to unit length.
 */
export function featuresOf(normalised: string, buckets: number, lexiconSignals: readonly string[] = []): SparseVector {
  const mask = buckets - 1;
  let used = 0;
  const add = (h: number, weight = 1) => {
    const b = h & mask;
    const m = tableKeys.length - 1;
    let slot = b & m;
    let key = tableKeys[slot]!;
    while (key !== b && key !== -1) {
      slot = (slot + 1) & m;
      key = tableKeys[slot]!;
    }
    if (key === -1) {
      if (used === touched.length) {
        const grown = new Int32Array(used * 2);
        grown.set(touched);
        touched = grown;
        const grownSlots = new Int32Array(used * 2);
        grownSlots.set(slotOf);
        slotOf = grownSlots;
      }
      tableKeys[slot] = b;
      tableCounts[slot] = 0;
      touched[used] = b;
      slotOf[used] = slot;
      used += 1;
      // At most half full, so a probe ends soon.
      if (used * 2 > tableKeys.length) {
        growTable(used);
        slot = slotOf[used - 1]!;
      }
    }
    tableCounts[slot]! += weight;
  };
  for (const id of lexiconSignals) add(hashString(SEED_LEXICON, id, 0, id.length), LEXICON_WEIGHT);
  const words = normalised.split(" ").filter(Boolean);
  let prevStart = -1;
  let prevPrevStart = -1;
  let pos = 0;
  for (const w of words) {
    const start = normalised.indexOf(w, pos);
    const end = start + w.length;
    pos = end;
    add(hashString(SEED_WORD, normalised, start, end), WORD_WEIGHT);
    if (prevStart >= 0) add(hashString(SEED_PAIR, normalised, prevStart, end), PAIR_WEIGHT);
    if (prevPrevStart >= 0 && TRIPLE_WEIGHT > 0)
      add(hashString(SEED_TRIPLE, normalised, prevPrevStart, end), TRIPLE_WEIGHT);
    prevPrevStart = prevStart;
    prevStart = start;
    // Character n-grams of "\x02word\x02": every start, lengths 2 to 5, hashed incrementally. Short
    // words ("hi", "din") are read whole only: their pieces sit inside too many other words.
    if (w.length < MIN_CHAR_WORD) continue;
    const len = w.length + 2;
    const code = (i: number) => (i === 0 || i === len - 1 ? BOUNDARY : normalised.charCodeAt(start + i - 1));
    for (let i = 0; i < len - 1; i += 1) {
      let h = step(step(FNV_OFFSET, SEED_CHAR & 0xff), code(i));
      for (let n = 2; n <= MAX_N && i + n <= len; n += 1) {
        h = step(h, code(i + n - 1));
        if (n >= MIN_N) add(h);
      }
    }
  }
  const idx = touched.slice(0, used);
  const val = new Float64Array(used);
  let norm = 0;
  for (let k = 0; k < used; k += 1) {
    const slot = slotOf[k]!;
    const c = tableCounts[slot]!;
    tableKeys[slot] = -1;
    val[k] = c;
    norm += c * c;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm + LENGTH_SMOOTHING) : 0;
  for (let i = 0; i < used; i += 1) val[i]! *= scale;
  return { idx, val };
}
