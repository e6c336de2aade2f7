import { z } from "zod";

export const NOTIFICATION_TYPES = [
  "follow_request",
  "follow_accept",
  "follow",
  "call",
  "message",
  "booking",
  "booking_cancelled",
  // Issue 15 (vetting): a change of the expert's application.
  "application",
  // Issue 15 (money): a refund of a session, a reported problem and its resolution.
  "refund",
  "dispute",
  // Issue 16 (moderation): a report's outcome, a decision on the member's content, an appeal's result.
  "moderation",
  // Issue 17: comments and likes on the member's posts; their data export is ready; an answer to a
  // grievance; a change to the account itself (deletion scheduled or undone, security changes).
  "comment",
  "like",
  "data_export",
  "grievance",
  "account",
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
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});

/** The sentence a notification shows. */
export function notificationText(n: {
  type: NotificationType;
  data: { actorName: string | null; message?: string };
}): string {
  const who = n.data.actorName ?? "Someone";
  switch (n.type) {
    case "follow":
      return `${who} started following you`;
    case "follow_request":
      return `${who} wants to follow you`;
    case "follow_accept":
      return `${who} accepted your follow request`;
    case "message":
      return `${who} sent you a message`;
    case "call":
      return `${who} is calling you`;
    case "booking":
      return `${who} booked a session with you`;
    case "booking_cancelled":
      return `${who} cancelled your session`;
    case "application":
      return "There is news about your expert application";
    case "refund":
      return `A refund for your session with ${who} has been issued`;
    case "dispute":
      return `There is news about a problem reported on your session with ${who}`;
    case "moderation":
      return n.data.message ?? "There is news from Saathi's moderators";
    case "comment":
      return `${who} commented on your post`;
    case "like":
      return `${who} liked your post`;
    case "data_export":
      return "Your data is ready to download";
    case "grievance":
      return n.data.message ?? "There is an answer to your request";
    case "account":
      return n.data.message ?? "There is news about your account";
  }
}

/** 'You have {n} notifications', shown once per sign-in when unread exist. */
export function unreadSummary(n: number): string {
  return `You have ${n} notifications`;
}
