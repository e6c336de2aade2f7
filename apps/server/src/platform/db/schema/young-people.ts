// Young people (decision 038): the day a member turns 18 (never a date of birth), and their
// guardian's consent requests. Both go with the member on erasure (cascade).
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { bookings } from "./bookings.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The age a member declared at sign-up, kept as little as it can be: `adult_on` is the day they turn
 * 18 (null: an adult, whose birthday Saathi does not keep). No row: an account older than this rule,
 * read as an adult. `turned_adult_at` is set by the daily job once the member has been told.
 */
export const memberAges = pgTable(
  "member_ages",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    adultOn: date("adult_on", { mode: "string" }),
    /** date_of_birth or age_band: what the member gave. */
    basis: text("basis").notNull(),
    turnedAdultAt: ts("turned_adult_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("member_ages_basis_check", sql`${t.basis} in ('date_of_birth', 'age_band')`),
    index("member_ages_adult_on_idx").on(t.adultOn).where(sql`${t.adultOn} is not null and ${t.turnedAdultAt} is null`),
  ],
);

/**
 * A young member's request for their guardian's consent, and the answer. The guardian's contact is
 * kept only while it is needed (an open request, or a consent the guardian may withdraw) and cleared
 * when the request is refused, expires, is withdrawn or ends at 18. The code is stored hashed.
 */
export const guardianConsents = pgTable(
  "guardian_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    minorId: uuid("minor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The link's secret (in the URL the guardian receives). */
    token: text("token").notNull(),
    guardianEmail: text("guardian_email"),
    guardianPhone: text("guardian_phone"),
    codeHash: text("code_hash"),
    codeAttempts: integer("code_attempts").notNull().default(0),
    status: text("status").notNull().default("pending"),
    /** saathi_adult_account or declared_with_email_code (Rule 10: the method used is recorded). */
    verification: text("verification"),
    /** The adult Saathi account that consented, when that was the proof. */
    guardianUserId: uuid("guardian_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The version of the guardian page the guardian read. */
    version: text("version").notNull(),
    expiresAt: ts("expires_at").notNull(),
    decidedAt: ts("decided_at"),
    withdrawnAt: ts("withdrawn_at"),
    endedAt: ts("ended_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guardian_consents_token_idx").on(t.token),
    index("guardian_consents_minor_idx").on(t.minorId, t.createdAt),
    check(
      "guardian_consents_status_check",
      sql`${t.status} in ('pending', 'consented', 'refused', 'expired', 'withdrawn', 'ended')`,
    ),
  ],
);

/**
 * A guardian's consent to one booking of a minor's (decision 038): the link's secret is stored only
 * as an HMAC; the guardian's contact is read from their standing consent when the link is sent, never
 * copied here. pending → consented (attendance chosen, payment open) → confirmed; or declined; or
 * expired with the booking's hold. Only a pending or consented row answers its link.
 */
export const guardianBookingConsents = pgTable(
  "guardian_booking_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    minorId: uuid("minor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    status: text("status").notNull().default("pending"),
    /** present or informed, as the guardian chose. */
    attendance: text("attendance"),
    /** email, or email_sms when the guardian's consent gave a phone too. */
    sentBy: text("sent_by").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    answeredAt: ts("answered_at"),
  },
  (t) => [
    uniqueIndex("guardian_booking_consents_token_idx").on(t.tokenHash),
    uniqueIndex("guardian_booking_consents_booking_idx").on(t.bookingId),
    index("guardian_booking_consents_minor_idx").on(t.minorId),
    check(
      "guardian_booking_consents_status_check",
      sql`${t.status} in ('pending', 'consented', 'confirmed', 'declined', 'expired')`,
    ),
    check(
      "guardian_booking_consents_attendance_check",
      sql`${t.attendance} is null or ${t.attendance} in ('present', 'informed')`,
    ),
  ],
);
