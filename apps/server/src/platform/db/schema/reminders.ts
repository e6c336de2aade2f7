// Session reminders (decision 026): one row per (booking, recipient, kind) with its due
// instant and retry state, and the delivery log (one row per try of each channel).
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { bookings } from "./bookings.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const sessionReminders = pgTable(
  "session_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** confirmation, 24h, 1h, 10m, no_show. */
    kind: text("kind").notNull(),
    /** The booking's start this reminder was computed from (a moved booking moves its reminders). */
    startsAt: ts("starts_at").notNull(),
    dueAt: ts("due_at").notNull(),
    /** pending, sent, failed, cancelled, skipped. */
    status: text("status").notNull().default("pending"),
    /** Tries made so far (per reminder; each try sends the channels still owed). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    /** Channels still to send after a failed try (null before the first try). */
    pendingChannels: text("pending_channels").array(),
    lastError: text("last_error"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("session_reminders_kind_check", sql`${t.kind} in ('confirmation', '24h', '1h', '10m', 'no_show')`),
    check("session_reminders_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'cancelled', 'skipped')`),
    uniqueIndex("session_reminders_once_idx").on(t.bookingId, t.recipientId, t.kind),
    index("session_reminders_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reminderId: uuid("reminder_id")
      .notNull()
      .references(() => sessionReminders.id, { onDelete: "cascade" }),
    /** in_app, email, push. */
    channel: text("channel").notNull(),
    /** queued, sent, delivered, retried, failed, skipped. */
    status: text("status").notNull(),
    attempt: integer("attempt").notNull().default(0),
    error: text("error"),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [
    check("reminder_deliveries_channel_check", sql`${t.channel} in ('in_app', 'email', 'push')`),
    check(
      "reminder_deliveries_status_check",
      sql`${t.status} in ('queued', 'sent', 'delivered', 'retried', 'failed', 'skipped')`,
    ),
    index("reminder_deliveries_reminder_idx").on(t.reminderId, t.id),
  ],
);
