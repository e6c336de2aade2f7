// Who sees a member's before-session scores, and whether a check-in may still be answered: pure rules.
import type { CareView } from "@saathi/contract/care-between";

/**
 * The member always sees their own scores; their expert (active or read-only) only while the
 * member's care_scores consent for that expert is in force. Nobody else reaches a link at all.
 */
export const seesScores = (view: CareView, shared: boolean) => view === "member" || shared;

export type CheckInState = "open" | "answered" | "expired";

/** A check-in is open until it is answered or its session starts. */
export function checkInState(status: string, startsAt: Date, now: Date): CheckInState {
  if (status === "answered") return "answered";
  if (status === "expired" || startsAt.getTime() <= now.getTime()) return "expired";
  return "open";
}
