// 'Report a problem' on a finished session, as the member and the expert see it, and the
// refund facts both sides are shown on a booking. The admin side is in admin-money.ts.
import { z } from "zod";

/** A member may report a problem until this many days after the session ended. */
export const DISPUTE_WINDOW_DAYS = 7;
export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_REPLY_MAX = 2000;

export const DISPUTE_CATEGORIES = ["expert_absent", "late", "unprofessional", "technical", "other"] as const;
export type DisputeCategory = (typeof DISPUTE_CATEGORIES)[number];
export const DISPUTE_CATEGORY_LABEL: Record<DisputeCategory, string> = {
  expert_absent: "The expert did not come",
  late: "The expert was late",
  unprofessional: "The expert was unprofessional",
  technical: "Technical problem (audio, video, connection)",
  other: "Something else",
};

export const DISPUTE_RESOLUTIONS = ["refund", "partial", "none"] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

export const DISPUTE_MSG = {
  reportTitle: "Report a problem",
  categoryRequired: "Please choose what went wrong",
  descriptionRequired: "Please tell us what happened (at least 10 characters)",
  replyRequired: "Please write your answer (at least 3 characters)",
  reported: "Thank you. We have received your report and will get back to you.",
  notCompleted: "You can report a problem once the session has taken place.",
  windowClosed: `Problems can be reported up to ${DISPUTE_WINDOW_DAYS} days after the session.`,
  duplicate: "You have already reported a problem with this session.",
  notFound: "No problem has been reported for this session.",
  replyOnce: "You have already answered this report.",
  replyClosed: "This report has been resolved; it can no longer be answered.",
  onlyExpert: "Only the session's expert can answer this report.",
} as const;

/** POST /api/bookings/:bookingId/dispute */
export const createDisputeBodySchema = z.object({
  category: z.enum(DISPUTE_CATEGORIES, DISPUTE_MSG.categoryRequired),
  description: z
    .string(DISPUTE_MSG.descriptionRequired)
    .trim()
    .min(10, DISPUTE_MSG.descriptionRequired)
    .max(DISPUTE_DESCRIPTION_MAX),
});
export type CreateDisputeBody = z.infer<typeof createDisputeBodySchema>;

/** POST /api/bookings/:bookingId/dispute/reply: the expert answers once. */
export const disputeReplyBodySchema = z.object({
  message: z.string(DISPUTE_MSG.replyRequired).trim().min(3, DISPUTE_MSG.replyRequired).max(DISPUTE_REPLY_MAX),
});
export type DisputeReplyBody = z.infer<typeof disputeReplyBodySchema>;

/** A booking's dispute as its member and expert see it. */
export const bookingDisputeSchema = z.object({
  id: z.string(),
  category: z.enum(DISPUTE_CATEGORIES),
  description: z.string(),
  createdAt: z.string(),
  expertReply: z.string().nullable(),
  expertRepliedAt: z.string().nullable(),
  status: z.enum(["open", "resolved"]),
  resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
  /** Paise refunded by the resolution (refund or partial). */
  refundAmount: z.number().int().nullable(),
  resolutionMessage: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type BookingDispute = z.infer<typeof bookingDisputeSchema>;

/**
 * Refunds of a booking's payment (paise), as both sides see them: `refunded` has reached the member,
 * `pending` is on its way (the gateway is retried). A cancellation refund counts as the whole amount.
 */
export const bookingRefundsSchema = z.object({
  refunded: z.number().int(),
  pending: z.number().int(),
});
export type BookingRefunds = z.infer<typeof bookingRefundsSchema>;

/** Whether the member may still report a problem: a finished confirmed session within the window. */
export function mayReportProblem(b: { status: string; endsAt: string }, now: number, hasDispute: boolean): boolean {
  const end = Date.parse(b.endsAt);
  return (
    !hasDispute && b.status === "CONFIRMED" && end <= now && now <= end + DISPUTE_WINDOW_DAYS * 24 * 60 * 60 * 1000
  );
}
