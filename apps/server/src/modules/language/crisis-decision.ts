// How the model's probabilities and the lexicon combine into a level (decision 034). Shared by the
// running reader and the training script's cross-validation, so what is tuned is what runs.
import type { LexiconReading } from "./lexicon-check.ts";

export const LEVELS = ["none", "concern", "risk", "imminent", "danger"] as const;
export type Level = (typeof LEVELS)[number];

export interface CrisisSettings {
  /** The model's crisis share (1 - P(none)) at which a text is a crisis on the model's word. */
  threshold: number;
  /** A lexicon total this high (its weights: 0.5 a weak signal, 1 an explicit statement, 1.5 first-person intent)... */
  lexiconStrong: number;
  /** ...makes a crisis when the model's crisis share is at least this (the lexicon corroborates, never decides alone). */
  lexiconFloor: number;
  /** P(means) at which the means head says a means is asked for or described. */
  meansThreshold: number;
}

export interface ChunkReading {
  /** Softmax over LEVELS. */
  probs: ArrayLike<number>;
  /** P(a means is asked for or described). */
  meansShare: number;
  lexicon: LexiconReading;
}

export interface Decision {
  level: Level;
  /** 1 - P(none): how much the model reads this as any crisis. */
  crisisShare: number;
  means: boolean;
}

/** The same settings with the bar for a crisis lowered to `share` of itself (context: see crisis.ts). */
export const withLowerBar = (s: CrisisSettings, share: number): CrisisSettings =>
  share === 1 ? s : { ...s, threshold: s.threshold * share, lexiconFloor: s.lexiconFloor * share };

export function decide(r: ChunkReading, s: CrisisSettings): Decision {
  const crisisShare = 1 - r.probs[0]!;
  const crisis = crisisShare >= s.threshold || (r.lexicon.total >= s.lexiconStrong && crisisShare >= s.lexiconFloor);
  let level: Level = "none";
  if (crisis) {
    let best = 1;
    for (let k = 2; k < LEVELS.length; k += 1) if (r.probs[k]! > r.probs[best]!) best = k;
    level = LEVELS[best]!;
  }
  // The lexicon's means entries count only beside explicit intent (a bare 'pills' is a fever as often as a plan).
  const means =
    r.meansShare >= s.meansThreshold || (crisis && r.lexicon.method > 0 && r.lexicon.total >= s.lexiconStrong);
  return { level, crisisShare, means };
}

/**
 * Holding a post stops someone speaking, so it needs the model to find a crisis more likely than not:
 * a card and the queue can follow a weaker reading, a hold cannot ("my fever is 102, how many
 * paracetamol can I take" read 0.33 with a means).
 */
export const HOLD_MIN_SHARE = 0.5;

/** Held from publishing: risk or imminent together with a means asked for or described, on a likely crisis. */
export const holds = (d: Decision): boolean =>
  (d.level === "risk" || d.level === "imminent") && d.means && d.crisisShare >= HOLD_MIN_SHARE;
