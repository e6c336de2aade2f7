// Settings: who may message me, discoverability, and notification preferences per kind and
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
  reminder: "bookings",
  booking_moved: "bookings",
  circle: "bookings",
  call: "calls",
  application: "account",
  moderation: "account",
  data_export: "account",
  grievance: "account",
  account: "account",
  young_people: "account",
};

/** The channels that exist (push, on the browsers where the member allowed notifications). */
export const NOTIFICATION_CHANNELS = ["inApp", "email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const channelPrefSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
export type ChannelPref = z.infer<typeof channelPrefSchema>;

/**
 * What a member gets before choosing: everything in the app; email only for what matters most; push
 * (once they allowed it in a browser) for everything but comments and likes.
 */
export const DEFAULT_NOTIFICATION_PREFS: Record<NotificationKind, ChannelPref> = {
  messages: { inApp: true, email: false, push: true },
  follows: { inApp: true, email: false, push: true },
  comments_likes: { inApp: true, email: false, push: false },
  bookings: { inApp: true, email: true, push: true },
  calls: { inApp: true, email: false, push: true },
  account: { inApp: true, email: true, push: true },
};

/** The account kind is always on in every channel: it carries notices a member must not miss. */
export const LOCKED_NOTIFICATION_KINDS: readonly NotificationKind[] = ["account"];

/** The kinds a member may change (every kind but the locked ones). */
export const CHOOSABLE_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter((k) => !LOCKED_NOTIFICATION_KINDS.includes(k));

export const SETTINGS_MSG = {
  /** Refusal of a new chat to a member who takes messages from buddies only ({name} is filled in). */
  buddiesOnly: (name: string) => `${name} only receives messages from buddies.`,
  /** ICU twin of buddiesOnly, for translation with { name }. */
  buddiesOnlyText: "{name} only receives messages from buddies.",
  kindNotChoosable: "Choose a kind of notification you can change",
  accountAlwaysOn: "Always on: notices about your account, your requests and your safety.",
  saveFailed: "That change was not saved. Please try again.",
  nothingToChange: "Choose a setting to change.",
} as const;

/** GET /api/settings/privacy, and the answer of PUT. */
export const privacySettingsSchema = z.object({
  whoMayMessage: z.enum(WHO_MAY_MESSAGE),
  /** Shown in member search; a profile link works either way. */
  discoverable: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** PUT /api/settings/privacy: only the fields given are written. */
export const privacySettingsUpdateSchema = privacySettingsSchema
  .partial()
  .strict()
  .refine((b) => b.whoMayMessage !== undefined || b.discoverable !== undefined, SETTINGS_MSG.nothingToChange);
export type PrivacySettingsUpdate = z.infer<typeof privacySettingsUpdateSchema>;

/** GET /api/settings/notifications, and the answer of PUT: every kind with its channels. */
export const notificationSettingsSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(NOTIFICATION_KINDS),
      inApp: z.boolean(),
      email: z.boolean(),
      push: z.boolean(),
      /** Always on; the member cannot turn it off. */
      locked: z.boolean(),
    }),
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/settings/notifications: one kind's channels (the grid saves each change at once; push left out: unchanged). */
export const notificationSettingUpdateSchema = z
  .object({
    kind: z.enum(CHOOSABLE_NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]], {
      error: SETTINGS_MSG.kindNotChoosable,
    }),
    inApp: z.boolean(),
    email: z.boolean(),
    push: z.boolean().optional(),
  })
  .strict();
export type NotificationSettingUpdate = z.infer<typeof notificationSettingUpdateSchema>;
