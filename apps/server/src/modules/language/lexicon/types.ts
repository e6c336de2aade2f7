// The shape of the crisis lexicon (decision 020). Patterns are regular-expression sources written in
// plain spelling over normalised text: lower case, words separated by single spaces, no punctuation
// or apostrophes ("dont", "im"). They go through the same character normalisation as messages
// (repeated letters squashed, nukta dropped), so "kill" and "kil" are the same pattern. Use "[^ ]"
// rather than "\S" and write " … " for "up to three other words here". Every entry carries examples
// that must match it (lexicon.test.ts), so an edit that breaks a pattern fails a test.

/** A phrase that points at risk or at a method; weights add up, 1 is enough on its own. */
export interface SignalEntry {
  id: string;
  /** `risk`: thoughts, plans, self-harm, danger. `method`: names or asks about a means (held for review). */
  kind: "risk" | "method";
  /** 1.5: explicit first-person intent; 1: explicit; 0.5-0.7: needs another signal or the classifier; 0-0.3: a means that only matters beside risk. */
  weight: number;
  pattern: string;
  examples: string[];
}

/** Words of reporting, prevention, fiction or recovery: lower the total (negative weight). */
export interface ContextEntry {
  id: string;
  weight: number;
  pattern: string;
  examples: string[];
}

/** Everyday hyperbole and idioms: the matched words are blanked before the signals are looked for. */
export interface MaskEntry {
  id: string;
  pattern: string;
  examples: string[];
}

/**
 * Danger from someone else (decision 034, 2026-11-29): a high-precision phrase read AFTER the model and
 * never fed to its features (the shipped weights stay valid). When one fires and the model reads less
 * than imminent, the level becomes danger (crisis-decision.ts withDanger). `negatives` must not match.
 */
export interface DangerEntry {
  id: string;
  pattern: string;
  examples: string[];
  negatives: string[];
}

/**
 * A disclosed suicide attempt (decision 034, "A disclosed attempt: a layer after the model"): a
 * high-precision phrase read AFTER the model on the lexicon's masked text and never fed to its
 * features. `self`: the writer's own attempt; `other`: a friend's or relative's; `self-harm`: a relapse
 * of self-harm (risk, never more). `with`, when given, must match somewhere in the same text too
 * ("my second attempt" only beside a word of dying or a means). `negatives` must not match.
 */
export interface AttemptEntry {
  id: string;
  kind: "self" | "other" | "self-harm";
  pattern: string;
  with?: string;
  examples: string[];
  negatives: string[];
}
