// The crisis check (issue 16, decision 020): a pure, synchronous, offline function that says whether
// a piece of text speaks of suicide, self-harm or danger (`risk`), or describes or asks about a
// method or means (`method`, held for review). English, Devanagari Hindi and Hinglish. It imports no
// other module; the services that write text call it.
import { crisisProbability, trainClassifier } from "./classifier.ts";
import { contexts, masks } from "./lexicon/context.ts";
import { englishMethods, englishSignals } from "./lexicon/english.ts";
import { hindiMethods, hindiSignals } from "./lexicon/hindi.ts";
import type { SignalEntry } from "./lexicon/types.ts";
import { canonicalChars, normalise } from "./normalise.ts";

export type CrisisLevel = "none" | "risk" | "method";

/** What the check found: the level, the ids of the lexicon entries (and "classifier") that fired, and a 0-1 score for ordering a queue. */
export interface CrisisResult {
  level: CrisisLevel;
  signals: string[];
  score: number;
}

/** Lexicon total at which a message is a risk on its own. */
const LEXICON_ALONE = 1;
/** Lexicon total that becomes a risk when the classifier agrees (at CLASSIFIER_AGREES). */
const LEXICON_WITH_CLASSIFIER = 0.4;
const CLASSIFIER_AGREES = 0.5;
/** Lexicon weight that makes the score 1 by itself. */
const FULL_WEIGHT = 1.5;

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

/** Compiles a lexicon pattern written in plain spelling into a whole-word regular expression over normalised text. */
export function compilePattern(source: string, flags = "u"): RegExp {
  // The gap marker goes first: NFKC would turn "…" into "...".
  const body = canonicalChars(source.replace(/ … /g, "(?: [^ ]+){0,3} "));
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

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Trains the classifier and runs every pattern once (about 100-200 ms, once), so the first message
 * after start does not pay for it. For a server's start; the check works without it.
 */
export function warmUpCrisisCheck(): void {
  trainClassifier();
  for (const text of ["i feel a bit low today", "mujhe thoda tension hai", "आज मन उदास है"]) detectCrisis(text);
}

/** Checks one message. Pure and synchronous; the first call that needs the classifier trains it unless warmUpCrisisCheck ran. */
export function detectCrisis(input: string): CrisisResult {
  const { text, joined } = normalise(input);
  let masked = text;
  for (const re of MASKS) masked = masked.replace(re, " ~ ");

  const signals: string[] = [];
  let total = 0;
  let method = 0;
  for (const s of SIGNALS) {
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
    if (c.re.test(masked) && c.weight < context) {
      context = c.weight;
      signals.push(c.id);
    }
  }
  total += context;

  // The classifier only decides between the two lines, and scores what is flagged; skipping it
  // elsewhere keeps ordinary messages (most of them) cheap.
  const p = total >= LEXICON_WITH_CLASSIFIER ? crisisProbability(masked) : 0;
  let level: CrisisLevel = "none";
  if (total >= LEXICON_ALONE) level = "risk";
  else if (total >= LEXICON_WITH_CLASSIFIER && p >= CLASSIFIER_AGREES) level = "risk";
  if (level === "risk" && p >= CLASSIFIER_AGREES) signals.push("classifier");
  // A means mentioned by someone at risk is a method message (held for review).
  if (level === "risk" && method > 0) level = "method";

  const lexicon = Math.min(Math.max(total, 0), FULL_WEIGHT) / FULL_WEIGHT;
  const score = level === "none" ? round(Math.min(lexicon, p) * 0.5) : round(1 - (1 - lexicon) * (1 - p));
  return { level, signals: level === "none" ? [] : signals, score };
}
