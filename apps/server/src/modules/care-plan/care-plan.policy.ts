// The plan's rules, pure: which homework reference is acceptable, when a session may be written about.

import type { HomeworkKind } from "@saathi/contract/care-plan";
import { HEALTHBOT_FLOW_IDS } from "@saathi/contract/healthbot";

/** The flows a member can be sent to (all but the home menu). */
const FLOWS = new Set<string>(HEALTHBOT_FLOW_IDS.filter((f) => f !== "home"));

export type RefCheck = "ok" | "bad_ref" | "ref_not_allowed" | "needs_instructions" | "needs_lesson_check";

/**
 * Whether a homework's reference fits its kind: a bot flow names a flow; a course lesson names
 * "courseId:lessonId" (checked against the courses afterwards); a challenge day is 1-5; a task has no
 * reference and needs instructions; breathing, grounding and a journal prompt may name nothing.
 */
export function checkHomeworkRef(kind: HomeworkKind, ref: string | null, instructions: string, days: number): RefCheck {
  switch (kind) {
    case "bot_flow":
      return ref && FLOWS.has(ref) ? "ok" : "bad_ref";
    case "course_lesson":
      return ref && /^[0-9a-f-]{36}:[0-9a-f-]{36}$/i.test(ref) ? "needs_lesson_check" : "bad_ref";
    case "challenge_day": {
      if (ref === null) return "ok";
      const day = Number(ref);
      return Number.isInteger(day) && day >= 1 && day <= days && String(day) === ref ? "ok" : "bad_ref";
    }
    case "task":
      if (ref !== null) return "ref_not_allowed";
      return instructions.trim() ? "ok" : "needs_instructions";
    case "breathing":
    case "grounding":
      return ref === null ? "ok" : "bad_ref";
    case "journal_prompt":
      // The prompt in the expert's words (or the instructions alone).
      return ref !== null || instructions.trim() ? "ok" : "needs_instructions";
  }
}

/** A session (a confirmed booking) may carry a summary and notes once it has started. */
export const sessionStarted = (b: { status: string; startsAt: Date }, now: Date = new Date()) =>
  b.status === "CONFIRMED" && b.startsAt.getTime() <= now.getTime();

/** The booking belongs to this care link (the same member and expert). */
export const bookingOfLink = (
  b: { expertId: string; clientId: string },
  link: { expertId: string; memberId: string },
) => b.expertId === link.expertId && b.clientId === link.memberId;
