// Self-assessment results: one row per completed instrument, only ever read by its owner.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
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

/**
 * The outcomes page's input, one row per member and questionnaire with a before-session score
 * (decision 037): how many such scores, the first (the baseline) and the one nearest 8 and 12 weeks
 * after it within the window (null: none). Kept by triggers on assessment_results in the same
 * statement as every insert, update and delete there (migration 0036): no application path can miss
 * it, and a member's row goes with their scores (consent withdrawal) and with them (cascade).
 */
export const outcomeSummaries = pgTable(
  "outcome_summaries",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    instrument: text("instrument").notNull(),
    /** Before-session scores on this questionnaire (the page counts members with at least two). */
    scores: integer("scores").notNull(),
    /** When the first one was taken (its India-time month groups the console's table). */
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    firstScore: integer("first_score").notNull(),
    /** The later score nearest 8 weeks after the first, within OUTCOME_WINDOW_DAYS (ties: the earlier). */
    week8Score: integer("week8_score"),
    week12Score: integer("week12_score"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrument] })],
);
