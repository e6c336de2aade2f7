// The write check's rules (issue 16), pure: who may write now, who is a new account, and what a
// write's crisis level and watched word make of it.
import { NEW_ACCOUNT_DAYS } from "@saathi/contract/crisis";
import { type ModerationState, RISK, type WatchedWordAction } from "@saathi/contract/safety";

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

/**
 * What becomes of a write: a crisis is still published (silencing people in crisis hurts them) but
 * queued; a described method, or a watched word set to hold, waits for review; a watched word set to
 * flag is published and queued. Block is refused before this.
 */
export function decideWrite(
  crisisLevel: "none" | "risk" | "method",
  watched: WatchedWordAction | null,
): { state: ModerationState; flags: WriteFlag[] } {
  const flags: WriteFlag[] = [];
  if (crisisLevel === "method") flags.push({ source: "crisis", risk: RISK.method, held: true });
  if (crisisLevel === "risk") flags.push({ source: "crisis", risk: RISK.crisis, held: false });
  if (watched === "hold") flags.push({ source: "watched_word", risk: RISK.flagged, held: true });
  if (watched === "flag") flags.push({ source: "watched_word", risk: RISK.flagged, held: false });
  return { state: flags.some((f) => f.held) ? "held" : "visible", flags };
}
