// Session reminders (decision 026): a confirmation with a calendar invite at booking, then
// 24 hours, 1 hour and 10 minutes before, and a notice when nobody joined the call 15 minutes after the
// start. Each reminder is sent through the channels its recipient allows; every try of every channel is
// in the delivery log on the booking: each person sees
// their own reminders' log (admins see both).
import { z } from "zod";

export const REMINDER_KINDS = ["confirmation", "24h", "1h", "10m", "no_show"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How long before the start each timed reminder is due (the confirmation is due when booked). */
export const REMINDER_OFFSET_MINUTES: Record<Exclude<ReminderKind, "confirmation" | "no_show">, number> = {
  "24h": 24 * 60,
  "1h": 60,
  "10m": 10,
};

/** The timed reminder kinds, earliest first. */
export const TIMED_REMINDER_KINDS = ["24h", "1h", "10m"] as const;
export type TimedReminderKind = (typeof TIMED_REMINDER_KINDS)[number];

/**
 * The timed reminders still to come for a session starting at `startsAt` (ms), as `now`: those whose
 * due time is ahead. The server schedules a timed reminder only while its time is ahead and never sends
 * one after it, so this is what a person will still get (a session booked 30 minutes ahead: ['10m']).
 */
export function upcomingReminderKinds(startsAt: number, now: number): TimedReminderKind[] {
  return TIMED_REMINDER_KINDS.filter((k) => startsAt - REMINDER_OFFSET_MINUTES[k] * 60_000 > now);
}

/** A booking's calendar invite (.ics), for its member and expert. */
export const bookingCalendarPath = (bookingId: string) => `/api/bookings/${bookingId}/calendar.ics`;

/** Minutes after the start after which, if nobody joined the call, both people are told. */
export const NO_SHOW_AFTER_MINUTES = 15;

/** in_app always; email when the bookings kind allows email; push once a later part plugs it in. */
export const REMINDER_CHANNELS = ["in_app", "email", "push"] as const;
export type ReminderChannelName = (typeof REMINDER_CHANNELS)[number];

/** pending (waiting or retrying), sent (every channel done), failed (out of tries), cancelled, skipped. */
export const REMINDER_STATUSES = ["pending", "sent", "failed", "cancelled", "skipped"] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/**
 * One row of the delivery log: queued (scheduled), sent (handed to the channel), delivered (the channel
 * says it arrived), retried (this try failed; another follows), failed (the last try failed), skipped.
 */
export const DELIVERY_STATUSES = ["queued", "sent", "delivered", "retried", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Tries per channel (the first and three retries) and the waits before each retry. */
export const REMINDER_MAX_TRIES = 4;
export const REMINDER_RETRY_MINUTES = [1, 5, 25] as const;

export const REMINDER_KIND_LABEL: Record<ReminderKind, string> = {
  confirmation: "Booking confirmation",
  "24h": "24 hours before",
  "1h": "1 hour before",
  "10m": "10 minutes before",
  no_show: "Nobody joined the call",
};

export const REMINDER_CHANNEL_LABEL: Record<ReminderChannelName, string> = {
  in_app: "In the app",
  email: "Email",
  push: "Push",
};

export const REMINDER_STATUS_LABEL: Record<ReminderStatus, string> = {
  pending: "Waiting",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Cancelled",
  skipped: "Not needed",
};

export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  retried: "Failed, will retry",
  failed: "Failed",
  skipped: "Skipped",
};

export const REMINDER_MSG = {
  bookingNotFound: "Booking not found",
  /** The 'I need help' action when the session is not (or no longer) in the no-show case. */
  helpNotNow: "You can ask for help here when nobody has joined the call 15 minutes after the start.",
  helpAsked: "Thank you. Our team will look into it and get back to you.",
  helpExists: "You have already asked for help with this session.",
  onlyMember: "Only the session's member can ask for help here.",
} as const;

export const reminderDeliverySchema = z.object({
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  /** The try this row records (1 for the first). */
  attempt: z.number().int(),
  /** Why a try failed or a channel was skipped (English, from the channel or Saathi). */
  error: z.string().nullable(),
  at: z.string(),
});
export type ReminderDelivery = z.infer<typeof reminderDeliverySchema>;

export const bookingReminderSchema = z.object({
  id: z.string(),
  kind: z.enum(REMINDER_KINDS),
  /** Whom it is for: the booking's member or its expert. */
  recipient: z.enum(["member", "expert"]),
  dueAt: z.string(),
  status: z.enum(REMINDER_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  deliveries: z.array(reminderDeliverySchema),
});
export type BookingReminder = z.infer<typeof bookingReminderSchema>;

/** GET /api/bookings/:bookingId/reminders (member and expert) and /api/admin/bookings/:id/reminders. */
export const bookingRemindersSchema = z.object({
  bookingId: z.string(),
  reminders: z.array(bookingReminderSchema),
  /** Nobody joined the call 15 minutes after the start, and the member may ask for help now. */
  canAskForHelp: z.boolean(),
  /** The booking's calendar invite (.ics), for its member and expert. */
  calendarUrl: z.string(),
});
export type BookingReminders = z.infer<typeof bookingRemindersSchema>;

/** POST /api/bookings/:bookingId/no-show/help: opens a dispute for the admins. */
export const noShowHelpResponseSchema = z.object({
  disputeId: z.string(),
  message: z.string(),
});
export type NoShowHelpResponse = z.infer<typeof noShowHelpResponseSchema>;

/** Saathi's own reasons in the delivery log (a channel's own error, e.g. from SMTP, is shown as it came). */
export const REMINDER_REASONS_TEXT = {
  emailOff: "Email is turned off for bookings in their settings",
  pushOff: "Push is turned off for bookings in their settings",
  noEmail: "No email address on the account",
  bookingGone: "The booking was cancelled",
  tooLate: "The session had already started",
  bookedLate: "Booked after this reminder's time",
  someoneJoined: "Someone joined the call",
  moved: "The session was moved",
} as const;
