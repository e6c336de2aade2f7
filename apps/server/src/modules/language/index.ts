// The language-understanding module: one offline, in-process reading of what a person wrote, used by
// every writing surface (posts, comments, chat, journal and mood notes, challenge notes, the Health
// Bot and search). It imports no other module. Today it maps the lexicon crisis check onto the
// levels below; the trained model replaces the inside without changing this surface.
import { detectCrisis } from "../safety/crisis/crisis-check.ts";

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
  /** Ids of the lexicon entries (and "model") that fired: what moderators see. */
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

/** Reads one text (with the author's recent messages, when there are any) for crisis. Pure and synchronous. */
export function readCrisis(text: string, context: ReadingContext = {}): CrisisReading {
  const joined = [...(context.recent ?? []), text].join("\n");
  const r = detectCrisis(context.recent?.length ? joined : text);
  const means = r.level === "method";
  const level: CrisisLevel = r.level === "method" ? "imminent" : r.level === "risk" ? "risk" : "none";
  return { level, score: r.score, signals: r.signals, means, hold: means };
}

/** Loads what the readings need (the trained weights), so the first message after start does not pay for it. */
export { warmUpCrisisCheck as warmUpLanguage } from "../safety/crisis/crisis-check.ts";

/** How a person answers "Are you safe right now?": yes, no, unsure, or null when it is no answer. */
export { readSafetyAnswer, type SafetyAnswer } from "./safety-answer.ts";
