// The crisis check (decision 020): a pure, synchronous, offline function that says whether
// a piece of text speaks of suicide, self-harm or danger (`risk`), or describes or asks about a
// method or means (`method`, held for review). English, Devanagari Hindi and Hinglish. Its lexicon
// and normalisation now live in the language module (decision 034), whose readCrisis supersedes it.
import { compilePattern, readLexicon } from "../../language/index.ts";
import { crisisProbability, trainClassifier } from "./classifier.ts";

export { compilePattern };

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
  const { masked, signals, total, method } = readLexicon(input);

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
