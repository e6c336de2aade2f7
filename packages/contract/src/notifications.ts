import { z } from "zod";

export const NOTIFICATION_TYPES = [
  "follow_request",
  "follow_accept",
  "follow",
  "call",
  "message",
  "booking",
  "booking_cancelled",
  // Vetting: a change of the expert's application.
  "application",
  // Money: a refund of a session, a reported problem and its resolution.
  "refund",
  "dispute",
  // Moderation: a report's outcome, a decision on the member's content, an appeal's result.
  "moderation",
  // Comments and likes on the member's posts; their data export is ready; an answer to a
  // grievance; a change to the account itself (deletion scheduled or undone, security changes).
  "comment",
  "like",
  "data_export",
  "grievance",
  "account",
  // A session reminder (confirmation, 24 hours, 1 hour, 10 minutes before, nobody joined).
  "reminder",
  // A session moved to a new time, a new time proposed, a proposal declined.
  "booking_moved",
  // Circles: a seat offered from the waitlist, a meeting cancelled or moved, a seat confirmed or refunded.
  "circle",
  // Young people: turning 18 (the guardian's link ends), a guardian's withdrawal of consent.
  "young_people",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One notification (spec §3) with the actor already resolved. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  isRead: z.boolean(),
  createdAt: z.string(),
  data: z.object({
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    actorAvatarUrl: z.string().nullable(),
    actorUsername: z.string().nullable(),
    /** Booking notifications: which booking and when it starts. */
    bookingId: z.string().optional(),
    startsAt: z.string().optional(),
    /** Moderation notifications: the sentence to show, and the item an author may appeal. */
    message: z.string().optional(),
    itemId: z.string().optional(),
    /** A next-day check-in from Saathi's care team (shown with the helplines, the safety plan and booking). */
    checkIn: z.boolean().optional(),
    /** The questionnaire asked before a session with a counsellor: the notice opens it. */
    careCheckInId: z.string().optional(),
    /** Circle notifications: the meeting they are about. */
    circleOccurrenceId: z.string().optional(),
    /** Young-people notices: which one (the web adds the settings link, or the helplines and free tools). */
    youngNotice: z.enum(["turned_18", "guardian_withdrawal"]).optional(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});

/** The sentences notifications show (ICU: {who} is the actor's name, or NOTIFICATION_MSG.someone). */
export const NOTIFICATION_MSG = {
  someone: "Someone",
  follow: "{who} started following you",
  follow_request: "{who} wants to follow you",
  follow_accept: "{who} accepted your follow request",
  message: "{who} sent you a message",
  call: "{who} is calling you",
  booking: "{who} booked a session with you",
  booking_cancelled: "{who} cancelled your session",
  application: "There is news about your expert application",
  refund: "A refund for your session with {who} has been issued",
  dispute: "There is news about a problem reported on your session with {who}",
  moderation: "There is news from Saathi's moderators",
  comment: "{who} commented on your post",
  like: "{who} liked your post",
  data_export: "Your data is ready to download",
  grievance: "There is an answer to your request",
  account: "There is news about your account",
  reminder: "A reminder about your session with {who}",
  booking_moved: "{who} changed the time of your session",
  circle: "There is news about your circle",
  young_people: "There is news about your guardian's consent",
  /** The spec's words exactly; a translation may use its language's plural forms ({n, plural, ...}). */
  unreadSummary: "You have {n} notifications",
} as const;

/** Puts a catalog text into the reader's language (the web's tx, the server's translatorFor). */
export type Translate = (text: string, values?: Record<string, unknown>) => string;

/** English, for callers without a catalog: fills the {placeholders} of a catalog text. */
export const englishText: Translate = (text, values = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in values ? String(values[k]) : whole));

/**
 * The sentence a notification shows, in the reader's language. A message written by the server
 * (moderation, grievance, account) is a catalog text too, so it is translated the same way.
 */
export function notificationText(
  n: { type: NotificationType; data: { actorName: string | null; message?: string } },
  t: Translate = englishText,
): string {
  const who = n.data.actorName ?? t(NOTIFICATION_MSG.someone);
  const own = n.data.message;
  if (
    own &&
    (n.type === "moderation" ||
      n.type === "grievance" ||
      n.type === "account" ||
      n.type === "reminder" ||
      n.type === "booking_moved" ||
      n.type === "circle" ||
      n.type === "young_people" ||
      n.type === "booking_cancelled" ||
      n.type === "refund")
  )
    return t(own);
  return t(NOTIFICATION_MSG[n.type], { who });
}

/** 'You have {n} notifications', shown once per sign-in when unread exist. */
export function unreadSummary(n: number, t: Translate = englishText): string {
  return t(NOTIFICATION_MSG.unreadSummary, { n });
}
