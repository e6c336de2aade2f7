// Reporting and moderation rules without a database (issue 16): who may report what, how risky a
// report is, which decision may be taken on an item and by whom, and what each one tells people.
import type { ModerationAction, ReportOutcome, ReportReason, SafetyTarget } from "@saathi/contract/safety";
import { RISK } from "@saathi/contract/safety";

/** The parts of a moderation item the rules look at. */
export interface ItemFacts {
  authorId: string;
  targetType: SafetyTarget;
  status: "open" | "actioned" | "dismissed";
  held: boolean;
  action: string | null;
  actionedBy: string | null;
  appealStatus: "none" | "open" | "upheld" | "overturned";
}

/** A member never reports their own content (or themselves). */
export const isOwnContent = (reporterId: string, authorId: string) => reporterId === authorId;

/** A report of self-harm risk goes above other reports; crisis and method risks come from the crisis check. */
export const riskForReason = (reason: ReportReason): number => (reason === "self_harm" ? RISK.flagged : RISK.none);

/** Decisions that go against the author (they are told, and may appeal once). */
const AGAINST_AUTHOR: readonly string[] = ["hide", "warn", "mute", "suspend"];
export const isAgainstAuthor = (action: string | null) => action !== null && AGAINST_AUTHOR.includes(action);

/** Content that can be hidden, held and approved (a profile cannot: warn, mute or suspend its person). */
export const hasContentState = (t: SafetyTarget) => t !== "profile";

export type ActionRefusal =
  | "not-open"
  | "appeal-open"
  | "own-content"
  | "not-held"
  | "no-content"
  | "mute-duration"
  | null;

/** Why a moderator may not take this action on this item now, or null. */
export function actionRefusal(
  staffId: string,
  item: ItemFacts,
  action: ModerationAction,
  opts: { muteUntil?: string },
): ActionRefusal {
  if (item.appealStatus === "open") return "appeal-open";
  if (item.status !== "open") return "not-open";
  if (staffId === item.authorId) return "own-content";
  if (action === "approve" && !item.held) return "not-held";
  if ((action === "hide" || action === "approve") && !hasContentState(item.targetType)) return "no-content";
  if (action === "mute" && !opts.muteUntil) return "mute-duration";
  return null;
}

/** The status an item takes after a decision. */
export const statusAfter = (action: ModerationAction): "actioned" | "dismissed" =>
  action === "dismiss" || action === "approve" ? "dismissed" : "actioned";

/** The author may appeal once, only a decision against them, only their own content. */
export function appealRefusal(userId: string, item: ItemFacts): "not-author" | "not-appealable" | "once" | null {
  if (userId !== item.authorId) return "not-author";
  if (item.appealStatus !== "none") return "once";
  if (item.status !== "actioned" || !isAgainstAuthor(item.action)) return "not-appealable";
  return null;
}

/**
 * An appeal is decided by a different moderator than the one who acted, unless they are the only
 * staff member there is.
 */
export function appealDecisionRefusal(
  staffId: string,
  item: ItemFacts,
  otherStaff: number,
): "no-appeal" | "same-moderator" | "own-content" | null {
  if (item.appealStatus !== "open") return "no-appeal";
  if (staffId === item.authorId) return "own-content";
  if (item.actionedBy === staffId && otherStaff > 0) return "same-moderator";
  return null;
}

/** What a reporter is told (and sees in "My reports"). */
export function reportOutcome(item: Pick<ItemFacts, "status" | "action" | "appealStatus">): ReportOutcome {
  if (item.status === "open") return "pending";
  if (item.appealStatus === "overturned" || !isAgainstAuthor(item.action)) return "no_rule_broken";
  return item.action === "hide" ? "hidden" : "action_taken";
}

/** The sentence of the reporter's notification. */
export function reporterMessage(outcome: ReportOutcome, what: string): string {
  if (outcome === "hidden")
    return `We reviewed your report and removed the ${what}. Thank you for keeping Saathi safe.`;
  if (outcome === "action_taken")
    return `We reviewed your report and took action on the ${what}. Thank you for keeping Saathi safe.`;
  return `We reviewed your report. The ${what} does not break our rules, so it stays up. Thank you for telling us.`;
}

/** The sentence of the author's notification for a decision against them. */
export function authorMessage(action: ModerationAction, what: string, reason: string, muteLabel?: string): string {
  switch (action) {
    case "hide":
      return `Your ${what} was hidden by our moderators. Reason: ${reason}. You can appeal once.`;
    case "warn":
      return `A warning from our moderators about your ${what}. Reason: ${reason}. You can appeal once.`;
    case "mute":
      return `You cannot post, comment or send messages for ${muteLabel ?? "a while"}. Reason: ${reason}. You can appeal once.`;
    case "suspend":
      return `Your account was suspended. Reason: ${reason}.`;
    case "approve":
      return `Your ${what} was reviewed and is now published.`;
    default:
      return `Our moderators reviewed your ${what}.`;
  }
}

/** The sentence of the author's notification when their appeal is decided. */
export const appealMessage = (decision: "upheld" | "overturned", what: string) =>
  decision === "overturned"
    ? `We looked at your appeal again and reversed our decision about your ${what}. Thank you for your patience.`
    : `We looked at your appeal again. Our decision about your ${what} stands.`;
