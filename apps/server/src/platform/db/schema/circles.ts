// Counsellor-led circles: a circle (its host, topic, language, length, seats, fee), its dated meetings
// (occurrences), the seats members take in one meeting, and the waitlist of a full meeting.
// How many seats may be taken is decided under the occurrence's row lock (circles.repository.ts
// `takeSeats` and `withOccurrenceLock`), and a seat's number is unique among the live seats of its meeting and within the
// capacity copied onto the meeting, so no race can seat a thirteenth member in twelve seats.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const person = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const circles = pgTable(
  "circles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expertId: person("expert_id"),
    topic: text("topic").notNull(),
    language: text("language").notNull(),
    title: text("title").notNull(),
    groundRules: text("ground_rules").notNull().default(""),
    minutes: smallint("minutes").notNull(),
    seats: smallint("seats").notNull(),
    /** Paise per seat; 0 is free. */
    fee: integer("fee").notNull(),
    /** once, weekly. */
    cadence: text("cadence").notNull().default("once"),
    /** The host lets members turn cameras on in the live room (audio only otherwise, the default). */
    videoAllowed: boolean("video_allowed").notNull().default(false),
    /** active, cancelled. */
    status: text("status").notNull().default("active"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "circles_topic_check",
      sql`${t.topic} in ('exam_stress', 'breakups', 'grief', 'loneliness', 'new_parents', 'anxiety', 'work_stress', 'family', 'self_esteem')`,
    ),
    check("circles_minutes_check", sql`${t.minutes} between 45 and 90`),
    check("circles_seats_check", sql`${t.seats} between 2 and 12`),
    check("circles_fee_check", sql`${t.fee} >= 0`),
    check("circles_cadence_check", sql`${t.cadence} in ('once', 'weekly')`),
    check("circles_status_check", sql`${t.status} in ('active', 'cancelled')`),
    index("circles_expert_idx").on(t.expertId),
  ],
);

/** One dated meeting of a circle. `seats` is the capacity the seats of this meeting are numbered within. */
export const circleOccurrences = pgTable(
  "circle_occurrences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    circleId: uuid("circle_id")
      .notNull()
      .references(() => circles.id, { onDelete: "cascade" }),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    seats: smallint("seats").notNull(),
    /**
     * Live seats (held or confirmed) plus live offers to people waiting, kept by the triggers of
     * migration 0040: the seat take's one conditional lock reads it instead of counting the seats.
     */
    seatsTaken: smallint("seats_taken").notNull().default(0),
    /** scheduled, cancelled, ended. */
    status: text("status").notNull().default("scheduled"),
    cancelReason: text("cancel_reason"),
    cancelledAt: ts("cancelled_at"),
    /** When the host last moved it: seats taken before may be cancelled with a refund until it starts. */
    movedAt: ts("moved_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("circle_occurrences_status_check", sql`${t.status} in ('scheduled', 'cancelled', 'ended')`),
    check("circle_occurrences_range_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("circle_occurrences_seats_check", sql`${t.seats} between 2 and 12`),
    check("circle_occurrences_seats_taken_check", sql`${t.seatsTaken} >= 0`),
    index("circle_occurrences_circle_idx").on(t.circleId, t.startsAt),
    index("circle_occurrences_scheduled_idx").on(t.startsAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * A member's seat in one meeting: held (unpaid, until hold_expires_at) → confirmed (paid or free) →
 * cancelled (by the member, or the meeting was cancelled) → refunded once the gateway gave the money
 * back; a hold that ran out is expired (refunded too if its payment came late). A seat is never both
 * confirmed and refunded: the status is one column.
 */
export const circleSeats = pgTable(
  "circle_seats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => circleOccurrences.id, { onDelete: "cascade" }),
    memberId: person("member_id"),
    /** 1…the meeting's seats while live (held or confirmed); kept afterwards for the record. */
    seatNumber: smallint("seat_number").notNull(),
    status: text("status").notNull().default("held"),
    nickname: text("nickname").notNull(),
    /** Paise, fixed when the seat is taken. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** sandbox, razorpay, or free. */
    provider: text("provider").notNull(),
    holdExpiresAt: ts("hold_expires_at"),
    gatewayOrderId: text("gateway_order_id").unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    /** Split of `amount` at capture (paise), as a session's payment keeps it. */
    tax: integer("tax"),
    commission: integer("commission"),
    earning: integer("earning"),
    gatewayRefundId: text("gateway_refund_id"),
    /** A refund being sent by one worker until then. */
    refundClaimedUntil: ts("refund_claimed_until"),
    /** member, host, admin, expired. */
    cancelledBy: text("cancelled_by"),
    /** The last reminder sent before the meeting ('24h', then '1h'); cleared when the host moves it. */
    lastReminder: text("last_reminder"),
    paidAt: ts("paid_at"),
    cancelledAt: ts("cancelled_at"),
    refundedAt: ts("refunded_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("circle_seats_status_check", sql`${t.status} in ('held', 'confirmed', 'cancelled', 'expired', 'refunded')`),
    check("circle_seats_number_check", sql`${t.seatNumber} between 1 and 12`),
    check("circle_seats_amount_check", sql`${t.amount} >= 0`),
    // A paid seat is confirmed only on a recorded payment; refunded only on a gateway refund.
    check(
      "circle_seats_paid_check",
      sql`${t.status} <> 'confirmed' or ${t.amount} = 0 or ${t.gatewayPaymentId} is not null`,
    ),
    check("circle_seats_last_reminder_check", sql`${t.lastReminder} in ('24h', '1h')`),
    check("circle_seats_refunded_check", sql`${t.status} <> 'refunded' or ${t.gatewayRefundId} is not null`),
    uniqueIndex("circle_seats_live_number_idx")
      .on(t.occurrenceId, t.seatNumber)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    uniqueIndex("circle_seats_live_member_idx")
      .on(t.occurrenceId, t.memberId)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    index("circle_seats_member_idx").on(t.memberId, t.createdAt.desc()),
    index("circle_seats_held_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    // Refunds owed: cancelled or expired seats with a captured payment and no refund yet.
    index("circle_seats_refund_owed_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} in ('cancelled', 'expired') and ${t.gatewayPaymentId} is not null and ${t.amount} > 0`),
  ],
);

/**
 * A member waiting for a seat in a full meeting: waiting → offered (a freed seat is kept for them until
 * offered_until) → taken (they booked it) or expired (it passed to the next); left when they leave.
 */
export const circleWaitlist = pgTable(
  "circle_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => circleOccurrences.id, { onDelete: "cascade" }),
    memberId: person("member_id"),
    status: text("status").notNull().default("waiting"),
    offeredUntil: ts("offered_until"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("circle_waitlist_status_check", sql`${t.status} in ('waiting', 'offered', 'taken', 'expired', 'left')`),
    check("circle_waitlist_offer_check", sql`${t.status} <> 'offered' or ${t.offeredUntil} is not null`),
    uniqueIndex("circle_waitlist_live_idx")
      .on(t.occurrenceId, t.memberId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("circle_waitlist_queue_idx").on(t.occurrenceId, t.createdAt),
    index("circle_waitlist_member_idx").on(t.memberId),
    index("circle_waitlist_offered_idx").on(t.offeredUntil).where(sql`${t.status} = 'offered'`),
  ],
);

/**
 * A member's review of one meeting they held a confirmed seat in, written after it ended: one per seat.
 * Shown on the circle's page under the seat's circle nickname, never the member's name. The comment (optional)
 * goes through the write check: held or hidden ones reach only their writer.
 */
export const circleReviews = pgTable(
  "circle_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => circleOccurrences.id, { onDelete: "cascade" }),
    seatId: uuid("seat_id")
      .notNull()
      .unique()
      .references(() => circleSeats.id, { onDelete: "cascade" }),
    memberId: person("member_id"),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    /** visible, held (waiting for a moderator), hidden (by a moderator). */
    moderationState: text("moderation_state").notNull().default("visible"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("circle_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("circle_reviews_state_check", sql`${t.moderationState} in ('visible', 'held', 'hidden')`),
    index("circle_reviews_occurrence_idx").on(t.occurrenceId, t.createdAt.desc()),
    index("circle_reviews_member_idx").on(t.memberId),
  ],
);

/**
 * A seat holder's reminder whose email or push failed: the channels still owed, tried again after 1, 5
 * and 25 minutes (the session reminders' back-off, reminders.policy `retryAt`), then failed. The in-app
 * notice is not here (it went with the first try). One row per seat and reminder kind.
 */
export const circleReminderRetries = pgTable(
  "circle_reminder_retries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seatId: uuid("seat_id")
      .notNull()
      .references(() => circleSeats.id, { onDelete: "cascade" }),
    /** 24h or 1h. */
    kind: text("kind").notNull(),
    /** The channels still to send (email, push). */
    channels: text("channels").array().notNull(),
    /** Tries made so far (the first send is try 1). */
    attempts: integer("attempts").notNull().default(1),
    /** pending, sent, failed, dropped (the seat or the meeting went, or it started). */
    status: text("status").notNull().default("pending"),
    nextAttemptAt: ts("next_attempt_at"),
    lastError: text("last_error"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("circle_reminder_retries_kind_check", sql`${t.kind} in ('24h', '1h')`),
    check("circle_reminder_retries_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
    uniqueIndex("circle_reminder_retries_once_idx").on(t.seatId, t.kind),
    index("circle_reminder_retries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
