// The write check's rules, pure: who may write now, who is a new account, and what a
// write's crisis reading and watched word make of it.
import { CRISIS_LEVELS, type CrisisLevelName, NEW_ACCOUNT_DAYS } from "@saathi/contract/crisis";
import { type ModerationState, RISK, type WatchedWordAction } from "@saathi/contract/safety";
import { onlyGoodbyeSignals, saysGoodbye } from "../language/index.ts";

const DAY_MS = 86_400_000;

/** A moderator muted this member from posting, and the time has not run out. */
export const isPostingMuted = (until: Date | null, now: number): boolean => until !== null && until.getTime() > now;

/** Accounts younger than NEW_ACCOUNT_DAYS get the new-account limits. */
export const isNewAccount = (createdAt: Date, now: number): boolean =>
  now - createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;

export interface WriteFlag {
  source: "crisis" | "watched_word";
  risk: number;
  held: boolean;
}

/** What the write check takes from a crisis reading (the language module's CrisisReading). */
export interface CrisisOutcomeInput {
  level: CrisisLevelName;
  /** Risk or imminent together with a means: the only crisis that waits for review. */
  hold: boolean;
}

/**
 * Which reading a new text gets when the writer wrote lately. The earlier lines were read (and queued)
 * when they were written; the new text is read with them only for what it adds: when the lines
 * together say more than the earlier lines did without it (a goodbye completed on its third line),
 * the reading together counts; otherwise the new text is read on its own, so "thanks, good night"
 * after a crisis message is not queued, held or shown a card again.
 */
export function pickReading<R extends { level: CrisisLevelName }>(alone: R, before: R | null, together: R): R {
  if (!before) return together;
  const rank = (l: CrisisLevelName) => CRISIS_LEVELS.indexOf(l);
  const added = rank(together.level) > rank(before.level);
  return added && rank(together.level) > rank(alone.level) ? together : alone;
}

/** The queue rank of each crisis level; concern and none are never queued. */
const CRISIS_RISK: Record<CrisisLevelName, number | null> = {
  none: null,
  concern: null,
  risk: RISK.crisis,
  danger: RISK.crisis,
  imminent: RISK.imminent,
};

/** Moderators on duty are alerted at once (and the item is first in the queue). */
export const alertsModerators = (level: CrisisLevelName): boolean => level === "imminent";

/**
 * What becomes of a write. A crisis is still published (silencing people in crisis hurts them):
 * concern shows the writer a gentle card only and is not queued; risk and danger are queued; imminent
 * is queued first. Only a reading that holds (risk or imminent with a means) waits for review, never
 * a means alone (fiction, games, medical questions, recovery stories). A watched word set to hold
 * waits too; one set to flag is published and queued. Block is refused before this.
 */
export function decideWrite(
  crisis: CrisisOutcomeInput,
  watched: WatchedWordAction | null,
): { state: ModerationState; flags: WriteFlag[] } {
  const flags: WriteFlag[] = [];
  const risk = CRISIS_RISK[crisis.level];
  if (risk !== null) {
    const held = crisis.hold && (crisis.level === "risk" || crisis.level === "imminent");
    flags.push({ source: "crisis", risk, held });
  }
  if (watched === "hold") flags.push({ source: "watched_word", risk: RISK.flagged, held: true });
  if (watched === "flag") flags.push({ source: "watched_word", risk: RISK.flagged, held: false });
  return { state: flags.some((f) => f.held) ? "held" : "visible", flags };
}

/**
 * Leave-taking as a whole message (decision 034, "Leave-taking as a whole message, in the write check"). OFF
 * until its go/no-go is read: see the decision.
 */
export const LEAVE_TAKING_RULE = false;

/** For the tests that compare the write check with and without the rule; never set in the app. */
export const leaveTakingRule = { on: LEAVE_TAKING_RULE };

/**
 * "bye guys" at the end of an ordinary chat, read as imminent by the model alone, is read as concern: the
 * writer still sees the gentle helpline card, but nothing is queued and nobody is alerted. Only risk or
 * imminent, resting on the model and the goodbye entries alone (no other signal, no recent line), for a
 * whole message of leave-taking, and never after recent lines that read as a crisis or concern
 * (`recentCrisis`, asked last: it costs a reading). Never danger, never lower than concern.
 */
export const softensLeaveTaking = (
  text: string,
  reading: { level: CrisisLevelName; signals: readonly string[] },
  recentCrisis: () => boolean,
): boolean =>
  leaveTakingRule.on &&
  (reading.level === "risk" || reading.level === "imminent") &&
  onlyGoodbyeSignals(reading.signals) &&
  saysGoodbye(text) &&
  !recentCrisis();
