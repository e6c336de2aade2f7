// Settings (issue 17): who may message me, discoverability, and notification preferences per kind and
// channel. The kinds group the notification types a member recognises.
import { z } from "zod";
import type { NotificationType } from "./notifications.ts";

export const WHO_MAY_MESSAGE = ["everyone", "buddies"] as const;
export type WhoMayMessage = (typeof WHO_MAY_MESSAGE)[number];

/** The kinds a member chooses for, in the order the settings page lists them. */
export const NOTIFICATION_KINDS = ["messages", "follows", "comments_likes", "bookings", "calls", "account"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  messages: "Messages",
  follows: "Follows and follow requests",
  comments_likes: "Comments and likes",
  bookings: "Bookings and reminders",
  calls: "Calls",
  account: "Your account, reports and requests",
};

/** Which kind each notification type belongs to. */
export const KIND_OF_NOTIFICATION: Record<NotificationType, NotificationKind> = {
  message: "messages",
  follow: "follows",
  follow_request: "follows",
  follow_accept: "follows",
  comment: "comments_likes",
  like: "comments_likes",
  booking: "bookings",
  booking_cancelled: "bookings",
  refund: "bookings",
  dispute: "bookings",
  call: "calls",
  application: "account",
  moderation: "account",
  data_export: "account",
  grievance: "account",
  account: "account",
};

/** The channels that exist (push joins when it exists). */
export const NOTIFICATION_CHANNELS = ["inApp", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const channelPrefSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type ChannelPref = z.infer<typeof channelPrefSchema>;

/** What a member gets before choosing: everything in the app; email only for what matters most. */
export const DEFAULT_NOTIFICATION_PREFS: Record<NotificationKind, ChannelPref> = {
  messages: { inApp: true, email: false },
  follows: { inApp: true, email: false },
  comments_likes: { inApp: true, email: false },
  bookings: { inApp: true, email: true },
  calls: { inApp: true, email: false },
  account: { inApp: true, email: true },
};
