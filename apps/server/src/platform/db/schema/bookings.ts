// Paid sessions (spec §3 Booking): bookings, their payments, webhook events and reviews.
// No double booking: migration 0006 adds an EXCLUDE constraint over (expert_id, tstzrange) for HELD and
// CONFIRMED rows (drizzle cannot express it).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expertId: uuid("expert_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    /** HELD (waiting for payment until hold_expires_at), CONFIRMED, CANCELLED, FAILED, EXPIRED. */
    status: text("status").notNull().default("HELD"),
    sessionType: text("session_type").notNull(),
    language: text("language").notNull(),
    /** Price in paise, fixed when the booking is made. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    provider: text("provider").notNull(),
    holdExpiresAt: ts("hold_expires_at").notNull(),
    /**
     * checkout: the member pays now (HOLD_MINUTES); guardian: a minor's booking waiting for their
     * guardian to consent and pay from their own link (decision 038, GUARDIAN_HOLD_HOURS at most).
     */
    holdKind: text("hold_kind").notNull().default("checkout"),
    /** A minor's session: whether the guardian is present or kept informed (chosen by the guardian). */
    guardianAttendance: text("guardian_attendance"),
    idempotencyKey: text("idempotency_key"),
    cancelledAt: ts("cancelled_at"),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('HELD', 'CONFIRMED', 'CANCELLED', 'FAILED', 'EXPIRED')`),
    check("bookings_hold_kind_check", sql`${t.holdKind} in ('checkout', 'guardian')`),
    check(
      "bookings_guardian_attendance_check",
      sql`${t.guardianAttendance} is null or ${t.guardianAttendance} in ('present', 'informed')`,
    ),
    check("bookings_range_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("bookings_amount_check", sql`${t.amount} > 0`),
    check(
      "bookings_cancelled_by_check",
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('member', 'expert', 'admin')`,
    ),
    uniqueIndex("bookings_idempotency_idx").on(t.clientId, t.idempotencyKey),
    index("bookings_expert_idx").on(t.expertId, t.startsAt),
    index("bookings_client_idx").on(t.clientId, t.startsAt),
    // Staff search over all bookings by date (newest first) and by status.
    index("bookings_starts_idx").on(t.startsAt.desc()),
    index("bookings_status_starts_idx").on(t.status, t.startsAt.desc()),
    // The console's bookings search order exactly (migration 0015): deep pages walk the index only.
    index("bookings_starts_id_idx").on(t.startsAt.desc().nullsLast(), t.id.desc()),
    index("bookings_held_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'HELD'`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    /** created, captured, failed, refunded. */
    status: text("status").notNull().default("created"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** Split of `amount` at capture (paise): GST included in it, platform commission, expert's earning. */
    tax: integer("tax"),
    commission: integer("commission"),
    earning: integer("earning"),
    /** none, pending (to retry), refunded. */
    refundStatus: text("refund_status").notNull().default("none"),
    gatewayRefundId: text("gateway_refund_id"),
    /** A pending refund is being sent by one worker until then (migration 0026). */
    refundClaimedUntil: ts("refund_claimed_until"),
    capturedAt: ts("captured_at"),
    refundedAt: ts("refunded_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_booking_idx").on(t.bookingId),
    // A gateway payment id pasted into the console's bookings search (migration 0015).
    index("payments_gateway_payment_idx").on(t.gatewayPaymentId),
    check("payments_status_check", sql`${t.status} in ('created', 'captured', 'failed', 'refunded')`),
    check("payments_refund_check", sql`${t.refundStatus} in ('none', 'pending', 'refunded')`),
  ],
);

/** Webhook events already handled (a gateway retries; each event id is applied once). */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: ts("received_at").notNull().defaultNow(),
});

/** The sandbox gateway's own ledger: what Razorpay's servers would know about an order. */
export const sandboxPayments = pgTable("sandbox_payments", {
  paymentId: text("payment_id").primaryKey(),
  orderId: text("order_id").notNull(),
  amount: integer("amount").notNull(),
  status: text("status").notNull(),
  refundId: text("refund_id"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** The sandbox gateway's refunds (several partial ones per payment, as Razorpay allows). */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    refundId: text("refund_id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    amount: integer("amount").notNull(),
    /** The caller's receipt: a refund asked again with the same receipt is the same refund. */
    receipt: text("receipt").unique(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("sandbox_refunds_payment_idx").on(t.paymentId)],
);

/** Reviews (spec §3 Feedback): one per completed booking. */
export const expertFeedbacks = pgTable(
  "expert_feedbacks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    expertId: uuid("expert_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    /** visible, held (waiting for a moderator: watched word or a crisis method), hidden (by a moderator). */
    moderationState: text("moderation_state").notNull().default("visible"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("expert_feedbacks_rating_check", sql`${t.rating} between 1 and 5`),
    index("expert_feedbacks_expert_idx").on(t.expertId, t.createdAt.desc()),
  ],
);

/**
 * A new time an expert offers for a confirmed session; the member accepts (the booking
 * moves) or declines. At most one pending proposal per booking (a newer one withdraws the older).
 */
export const bookingProposals = pgTable(
  "booking_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    /** pending, accepted, declined, withdrawn. */
    status: text("status").notNull().default("pending"),
    createdAt: ts("created_at").notNull().defaultNow(),
    decidedAt: ts("decided_at"),
  },
  (t) => [
    check("booking_proposals_status_check", sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    check("booking_proposals_range_check", sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex("booking_proposals_pending_idx").on(t.bookingId).where(sql`${t.status} = 'pending'`),
  ],
);
