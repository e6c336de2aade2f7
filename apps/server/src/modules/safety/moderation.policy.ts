// Reporting and moderation rules without a database: who may report what, how risky a
// report is, which decision may be taken on an item and by whom, and what each one tells people.
import type { ModerationAction, ReportOutcome, ReportReason, SafetyTarget } from "@saathi/contract/safety";
import { RISK } from "@saathi/contract/safety";
import { MODERATION_NOTICE_MSG as NOTICE } from "./safety.messages.ts";

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

/** A report of self-harm risk goes above other reports; crisis (risk, danger) and imminent ranks come from the crisis check. */
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

/**
 * A notice's sentence as a catalog text and its values: stored with the notification and
 * put into each reader's language when shown. `what` and `duration` are catalog texts too.
 */
export interface Notice {
  text: string;
  values: Record<string, string>;
}

/** The sentence of the reporter's notification. */
export function reporterMessage(outcome: ReportOutcome, what: string): Notice {
  if (outcome === "hidden") return { text: NOTICE.reporterHidden, values: { what } };
  if (outcome === "action_taken") return { text: NOTICE.reporterActionTaken, values: { what } };
  return { text: NOTICE.reporterNoRuleBroken, values: { what } };
}

/** The sentence of the author's notification for a decision against them. */
export function authorMessage(action: ModerationAction, what: string, reason: string, muteLabel?: string): Notice {
  switch (action) {
    case "hide":
      return { text: NOTICE.hide, values: { what, reason } };
    case "warn":
      return { text: NOTICE.warn, values: { what, reason } };
    case "mute":
      return { text: NOTICE.mute, values: { duration: muteLabel ?? NOTICE.aWhile, reason } };
    case "suspend":
      return { text: NOTICE.suspend, values: { reason } };
    case "approve":
      return { text: NOTICE.approve, values: { what } };
    default:
      return { text: NOTICE.reviewed, values: { what } };
  }
}

/** The sentence of the author's notification when their appeal is decided. */
export const appealMessage = (decision: "upheld" | "overturned", what: string): Notice => ({
  text: decision === "overturned" ? NOTICE.appealOverturned : NOTICE.appealUpheld,
  values: { what },
});

/** What a notice is stored as in a notification's data. */
export const noticeData = (n: Notice) => ({ message: n.text, message_values: JSON.stringify(n.values) });
