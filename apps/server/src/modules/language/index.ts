// The language-understanding module: one offline, in-process reading of what a person wrote, used by
// every writing surface (posts, comments, chat, journal and mood notes, challenge notes, the Health
// Bot and search). It imports no other module. Inside (decision 034): the shared normalisation,
// hashed character and word n-grams, and softmax regressions trained by scripts/language/train.ts
// (weights in model/), with the lexicon as a high-precision layer that names the signals.
import { matchWorries, type WorryId } from "@saathi/contract/worries";
import { clausesOf } from "./clause.ts";
import { readInContext } from "./crisis.ts";
import { holds } from "./crisis-decision.ts";
import { isGreeting } from "./greeting.ts";

export { dangerFromOthersIn } from "./crisis-decision.ts";

import { GOODBYE_SIGNALS } from "./crisis-decision.ts";

/**
 * Whether a reading's signals are the model's and the lexicon's goodbye entries alone ("bye, take care"
 * read as imminent): nothing of risk, of a means, of danger or of the author's recent lines beside them.
 */
export const onlyGoodbyeSignals = (signals: readonly string[]): boolean =>
  signals.every((id) => id === "model" || GOODBYE_SIGNALS.has(id));

import { readIntent } from "./intent.ts";
import { loadModel } from "./models.ts";
import { normalise } from "./normalise.ts";

/**
 * What a person may need, from least to most urgent (danger from someone else is its own kind):
 * - concern: hopelessness, passive wishes ("I wish I could sleep and not wake up") → a gentle card
 * - risk: active thoughts of suicide, self-harm → helplines and the moderation queue
 * - imminent: a plan, a method, a time, a goodbye → first in the queue and on-duty moderators alerted
 * - danger: someone else is hurting or threatening the writer (abuse, domestic violence)
 */
export type CrisisLevel = "none" | "concern" | "risk" | "imminent" | "danger";
export const CRISIS_LEVEL_ORDER: readonly CrisisLevel[] = ["none", "concern", "risk", "imminent", "danger"];

export interface CrisisReading {
  level: CrisisLevel;
  /** 0-1, orders the moderation queue. */
  score: number;
  /** Ids of the lexicon entries (and "model", "recent-lines") that fired: what moderators see. */
  signals: string[];
  /** The text asks for or describes a means (pills, rope, jumping, cutting...). */
  means: boolean;
  /** Held from publishing: only risk or imminent together with a means. Never fiction, games, medical questions or recovery stories. */
  hold: boolean;
}

/** The author's recent messages (same conversation or their posts, last 24 hours), oldest first. */
export interface ReadingContext {
  recent?: string[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Reads one text (with the author's recent messages, when there are any) for crisis. Pure and
 * synchronous. The model decides the level; the lexicon corroborates a borderline reading and names
 * the signals; the recent lines are read together with the text only where the text adds to them.
 */
export function readCrisis(text: string, context: ReadingContext = {}): CrisisReading {
  // A greeting and nothing more ("hi 🙂") is none, whatever the model makes of a smile beside a word (greeting.ts).
  if (isGreeting(text)) return { level: "none", score: 0, signals: [], means: false, hold: false };
  const v = readInContext(text, context.recent ?? []);
  if (v.level === "none")
    return { level: "none", score: round(v.crisisShare * 0.5), signals: [], means: v.means, hold: false };
  return {
    level: v.level,
    score: round(v.crisisShare),
    signals: [...v.signals, "model"],
    means: v.means,
    hold: holds(v),
  };
}

/**
 * Each clause of a short message read alone (clause.ts); none for a message of one clause. The Health Bot's
 * lower bar reads them: a crisis beside ordinary words.
 */
export const readClauses = (text: string): CrisisReading[] => clausesOf(text).map((clause) => readCrisis(clause));

export { type BotIntent, type IntentReading, readIntent } from "./intent.ts";

/** The worries (ids of the contract's vocabulary) a text speaks of, in the order they first appear. */
export function readWorries(text: string): WorryId[] {
  const found = matchWorries(text);
  for (const id of matchWorries(normalise(text).text)) if (!found.includes(id)) found.push(id);
  return found;
}

/** Loads what the readings need (the trained weights), so the first message after start does not pay for it. */
export function warmUpLanguage(): void {
  loadModel("crisis");
  loadModel("means");
  loadModel("intents");
  readCrisis("i feel a bit low today", { recent: ["mujhe thoda tension hai"] });
  readIntent("आज मन उदास है");
}

/** A message of emoji alone: how much it may weigh (decision 034, "Emoji alone"). */
export { emojiOnlyWeight } from "./emoji-only.ts";
/** Leave-taking as a whole message, and the words that may open or close a whole short message (decision 041). */
export { foldWords, saysGoodbye, WHOLE_CLOSERS, WHOLE_OPENERS } from "./leave-taking.ts";
/** The lexicon and the shared normalisation, for the safety module's own crisis check and theme detection. */
export { compilePattern, type LexiconReading, readLexicon } from "./lexicon-check.ts";
export { canonicalChars, type Normalised, normalise, squash } from "./normalise.ts";
/** How a person answers "Are you safe right now?": yes, no, unsure, or null when it is no answer. */
export type { SafetyAnswer } from "./safety-answer.ts";
export { answerRemainder, readSafetyAnswer } from "./safety-answer-whole.ts";
