// Session packages (decision 036): an expert's offer of 4 or 8 sessions at one price, a member's
// purchase of it (paid once through the gateway), each session booked with a credit (a use: the booking
// it made and its share of the price), and the refunds of sessions left unused. A credit is in use while
// its booking is HELD or CONFIRMED, so a cancelled session gives the credit back by itself.
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
import { bookings } from "./bookings.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const person = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** An expert's offer: one per size (4 or 8 sessions); withdrawn offers stay for the purchases made. */
export const expertPackages = pgTable(
  "expert_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expertId: person("expert_id"),
    sessions: smallint("sessions").notNull(),
    /** The whole package's price in paise. */
    price: integer("price").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("expert_packages_sessions_check", sql`${t.sessions} in (4, 8)`),
    check("expert_packages_price_check", sql`${t.price} > 0`),
    uniqueIndex("expert_packages_expert_sessions_idx").on(t.expertId, t.sessions),
  ],
);

/**
 * A member's purchase: pending until the gateway's signed answer is verified, then paid; refunded or
 * partly_refunded once unused sessions went back; failed when the checkout failed. Price, sessions and
 * the split are copied at purchase, so a later change of the offer never changes what was bought.
 */
export const packagePurchases = pgTable(
  "package_purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: person("member_id"),
    expertId: person("expert_id"),
    offerId: uuid("offer_id").references(() => expertPackages.id, { onDelete: "set null" }),
    sessions: smallint("sessions").notNull(),
    price: integer("price").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** pending, paid, partly_refunded, refunded, failed. */
    status: text("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    refundedSessions: smallint("refunded_sessions").notNull().default(0),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    paidAt: ts("paid_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("package_purchases_sessions_check", sql`${t.sessions} in (4, 8)`),
    check("package_purchases_price_check", sql`${t.price} > 0`),
    check(
      "package_purchases_status_check",
      sql`${t.status} in ('pending', 'paid', 'partly_refunded', 'refunded', 'failed')`,
    ),
    check(
      "package_purchases_refunded_check",
      sql`${t.refundedSessions} between 0 and ${t.sessions} and ${t.refundedAmount} between 0 and ${t.price}`,
    ),
    index("package_purchases_member_idx").on(t.memberId, t.createdAt.desc()),
    index("package_purchases_expert_idx").on(t.expertId),
  ],
);

/**
 * One credit taken: reserved while its booking is made (a reservation older than a few minutes counts
 * for nothing), then booked with the booking. `amount` is the session's share of the price, the same
 * as its booking's amount and payment.
 */
export const packageUses = pgTable(
  "package_uses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => packagePurchases.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** reserved, booked. */
    status: text("status").notNull().default("reserved"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("package_uses_amount_check", sql`${t.amount} > 0`),
    check("package_uses_status_check", sql`${t.status} in ('reserved', 'booked')`),
    index("package_uses_purchase_idx").on(t.purchaseId),
  ],
);

/** Unused sessions given back (pending → refunded; the row id is the gateway receipt, so a retry is the same refund). */
export const packageRefunds = pgTable(
  "package_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => packagePurchases.id, { onDelete: "cascade" }),
    sessions: smallint("sessions").notNull(),
    amount: integer("amount").notNull(),
    /** pending, refunded. */
    status: text("status").notNull().default("pending"),
    gatewayRefundId: text("gateway_refund_id"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    claimedUntil: ts("claimed_until"),
    createdAt: ts("created_at").notNull().defaultNow(),
    refundedAt: ts("refunded_at"),
  },
  (t) => [
    check("package_refunds_amount_check", sql`${t.amount} > 0`),
    check("package_refunds_sessions_check", sql`${t.sessions} > 0`),
    check("package_refunds_status_check", sql`${t.status} in ('pending', 'refunded')`),
    index("package_refunds_purchase_idx").on(t.purchaseId),
    index("package_refunds_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
