// The lexicon layer (decisions 020 and 034): weighted whole-word patterns over normalised text. It is
// high precision and names what fired (`signals`, shown to moderators); the trained model decides the
// level. Written in plain spelling; patterns pass through the same character folding as messages.
import { contexts, masks } from "./lexicon/context.ts";
import { englishMethods, englishSignals } from "./lexicon/english.ts";
import { goodbyeWords } from "./lexicon/goodbye-words.ts";
import { hindiMethods, hindiSignals } from "./lexicon/hindi.ts";
import type { SignalEntry } from "./lexicon/types.ts";
import { canonicalChars, deLeet, type Normalised, normalise } from "./normalise.ts";

/** Words typed one letter at a time and rejoined ("s u i c i d e"), matched as substrings. */
const JOINED_WORDS = [
  "suicide",
  "kilmyself",
  "wantodie",
  "endmylife",
  "marnachahta",
  "marnachahti",
  "khudkushi",
  "atmhatya",
  "unalive",
];

const BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

/**
 * A pattern's words of letters and digits ("3rd", "10th", "every1"), not an escape's ("\\ufe0f") nor a
 * class's ("[a-z0-9]"): messages fold their digits into letters (normalise.ts deLeet), so patterns must too.
 */
const PATTERN_WORD = /(?<![\\a-z0-9[-])[a-z0-9]*[0-9][a-z0-9]*(?![a-z0-9\]-])/g;
const foldDigits = (body: string) => body.replace(PATTERN_WORD, (word) => (/[a-z]/.test(word) ? deLeet(word) : word));

/** Compiles a lexicon pattern written in plain spelling into a whole-word regular expression over normalised text. */
export function compilePattern(source: string, flags = "u"): RegExp {
  // The gap marker goes first: NFKC would turn "…" into "...".
  const body = foldDigits(canonicalChars(source.replace(/ … /g, "(?: [^ ]+){0,3} ")));
  return new RegExp(`${BEFORE}(?:${body})${AFTER}`, flags);
}

interface Compiled {
  id: string;
  kind: "risk" | "method";
  weight: number;
  re: RegExp;
}

const compile = (entries: SignalEntry[]): Compiled[] =>
  entries.map((e) => ({ id: e.id, kind: e.kind, weight: e.weight, re: compilePattern(e.pattern) }));

const SIGNALS = compile([...englishSignals, ...hindiSignals, ...englishMethods, ...hindiMethods]);
const MASKS = masks.map((m) => compilePattern(m.pattern, "gu"));
const CONTEXTS = contexts.map((c) => ({ id: c.id, weight: c.weight, re: compilePattern(c.pattern) }));

/** What the lexicon found in one text. */
export interface LexiconReading {
  /** The normalised text with hyperbole and idioms blanked ("~"). */
  masked: string;
  /** Ids of the entries (and "joined-letters", and the reporting/recovery context) that fired. */
  signals: string[];
  /** Sum of the weights, the context's (negative) weight included. */
  total: number;
  /** Sum of the weights of the means ("method") entries that fired. */
  method: number;
}

/**
 * What fired on a whole post: its pieces need test only these entries and masks (a piece's words
 * are the post's words, so nothing else can fire there). Most posts have none: their pieces cost nothing here.
 */
export interface LexiconScope {
  entries: ReadonlySet<string>;
  /** Indices into the masks that matched the whole post. */
  masks: readonly number[];
}

/** `reading`: the lexicon's reading of the same text, when the caller has it (else it is read here). */
export function lexiconScope(input: string | Normalised, reading?: LexiconReading): LexiconScope {
  const normalised = typeof input === "string" ? normalise(input) : input;
  const masks: number[] = [];
  MASKS.forEach((re, i) => {
    re.lastIndex = 0;
    if (re.test(normalised.text)) masks.push(i);
    re.lastIndex = 0;
  });
  return { entries: new Set((reading ?? readLexicon(normalised)).signals), masks };
}

/**
 * Runs the lexicon over one text (or its normalised form, when the caller has it). Pure and
 * synchronous. `scope`: test just what fired on the whole post (lexiconScope), for its pieces.
 */
export function readLexicon(input: string | Normalised, scope?: LexiconScope): LexiconReading {
  const { text, joined } = typeof input === "string" ? normalise(input) : input;
  const only = scope?.entries;
  let masked = text;
  if (!scope) for (const re of MASKS) masked = masked.replace(re, " ~ ");
  else if (only!.size > 0) for (const i of scope.masks) masked = masked.replace(MASKS[i]!, " ~ ");

  const signals: string[] = [];
  let total = 0;
  let method = 0;
  for (const s of SIGNALS) {
    if (only && !only.has(s.id)) continue;
    if (!s.re.test(masked)) continue;
    signals.push(s.id);
    total += s.weight;
    if (s.kind === "method") method += s.weight;
  }
  for (const word of joined) {
    if (JOINED_WORDS.some((w) => word.includes(w))) {
      signals.push("joined-letters");
      total += 1;
      break;
    }
  }
  // Only the strongest reporting or recovery context counts, once.
  let context = 0;
  for (const c of CONTEXTS) {
    if (only && !only.has(c.id)) continue;
    if (c.re.test(masked) && c.weight < context) {
      context = c.weight;
      signals.push(c.id);
    }
  }
  total += context;
  return { masked, signals, total, method };
}

const GOODBYE_WORDS = goodbyeWords.map((m) => compilePattern(m.pattern, "gu"));

/**
 * Normalised text with its words of leave-taking taken out (lexicon/goodbye-words.ts), or undefined
 * when it has none: what a goodbye says without the goodbye (crisis-decision.ts decideWithGoodbye).
 */
export function withoutGoodbyeWords(normalisedText: string): string | undefined {
  let out = normalisedText;
  for (const re of GOODBYE_WORDS) out = out.replace(re, " ");
  if (out === normalisedText) return undefined;
  return out.replace(/ +/g, " ").trim();
}
