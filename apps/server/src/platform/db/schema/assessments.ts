// Self-assessment results: one row per completed instrument, only ever read by its owner.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { bookings } from "./bookings.ts";

export const assessmentResults = pgTable(
  "assessment_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    instrument: text("instrument").notNull(),
    answers: smallint("answers").array().notNull(),
    score: integer("score").notNull(),
    bandKey: text("band_key").notNull(),
    needsCrisisSupport: boolean("needs_crisis_support").notNull().default(false),
    /** Set when answered for a session (the questionnaire asked before it); null for a self-check. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("assessment_results_instrument_check", sql`${t.instrument} in ('phq9', 'gad7', 'who5')`),
    index("assessment_results_user_idx").on(t.userId, t.createdAt),
    index("assessment_results_booking_idx").on(t.bookingId).where(sql`${t.bookingId} is not null`),
  ],
);
