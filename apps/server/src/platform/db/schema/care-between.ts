// Care between sessions: the care link between one member and one expert (who measures what, whether
// it is still active), the questionnaire asked before each session, the plan's goals, homework, the
// summary the member sees and the expert's private notes (ciphertext only). Every row belongs to a
// member and an expert and goes with either on erasure (cascade). Staff never read these tables.
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { assessmentResults } from "./assessments.ts";
import { user } from "./auth.ts";
import { bookings } from "./bookings.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const person = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/**
 * One member in one expert's care: made by the first confirmed booking between them. The expert
 * chooses the questionnaire asked before each session (phq9, gad7 or who5). Ending the care keeps
 * the records readable by the expert until read_only_until (the legally required period) and
 * allows nothing new.
 */
export const careLinks = pgTable(
  "care_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expertId: person("expert_id"),
    memberId: person("member_id"),
    instrument: text("instrument").notNull().default("phq9"),
    /** active or ended. */
    status: text("status").notNull().default("active"),
    startedAt: ts("started_at").notNull().defaultNow(),
    endedAt: ts("ended_at"),
    readOnlyUntil: ts("read_only_until"),
  },
  (t) => [
    uniqueIndex("care_links_pair_idx").on(t.expertId, t.memberId),
    index("care_links_member_idx").on(t.memberId),
    check("care_links_instrument_check", sql`${t.instrument} in ('phq9', 'gad7', 'who5')`),
    check("care_links_status_check", sql`${t.status} in ('active', 'ended')`),
  ],
);

/**
 * The questionnaire asked 24 hours before one session: pending until the member answers (the result
 * row then carries the booking) or the session starts (expired).
 */
export const measurementRequests = pgTable(
  "measurement_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    linkId: uuid("link_id")
      .notNull()
      .references(() => careLinks.id, { onDelete: "cascade" }),
    memberId: person("member_id"),
    instrument: text("instrument").notNull(),
    /** pending, answered, expired. */
    status: text("status").notNull().default("pending"),
    askedAt: ts("asked_at").notNull().defaultNow(),
    answeredAt: ts("answered_at"),
    resultId: uuid("result_id").references(() => assessmentResults.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("measurement_requests_booking_idx").on(t.bookingId),
    index("measurement_requests_member_idx").on(t.memberId, t.status),
    check("measurement_requests_instrument_check", sql`${t.instrument} in ('phq9', 'gad7', 'who5')`),
    check("measurement_requests_status_check", sql`${t.status} in ('pending', 'answered', 'expired')`),
  ],
);

/** A goal of the plan, written with the member: measurable, with a target date and progress 0-100. */
export const careGoals = pgTable(
  "care_goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => careLinks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    measure: text("measure").notNull().default(""),
    targetDate: date("target_date", { mode: "string" }),
    progress: smallint("progress").notNull().default(0),
    /** active, met, dropped. */
    status: text("status").notNull().default("active"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("care_goals_link_idx").on(t.linkId, t.createdAt),
    check("care_goals_progress_check", sql`${t.progress} between 0 and 100`),
    check("care_goals_status_check", sql`${t.status} in ('active', 'met', 'dropped')`),
  ],
);

/**
 * Homework between sessions. kind: bot_flow, journal_prompt, breathing, grounding, course_lesson,
 * challenge_day, task; ref names the flow, prompt, exercise, lesson or challenge (null for a task).
 */
export const careHomework = pgTable(
  "care_homework",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => careLinks.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    ref: text("ref"),
    instructions: text("instructions").notNull().default(""),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** assigned, done, not_done. */
    status: text("status").notNull().default("assigned"),
    memberNote: text("member_note"),
    doneAt: ts("done_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("care_homework_link_idx").on(t.linkId, t.dueDate),
    check(
      "care_homework_kind_check",
      sql`${t.kind} in ('bot_flow', 'journal_prompt', 'breathing', 'grounding', 'course_lesson', 'challenge_day', 'task')`,
    ),
    check("care_homework_status_check", sql`${t.status} in ('assigned', 'done', 'not_done')`),
  ],
);

/** The short summary of one session that the member sees after it. */
export const sessionSummaries = pgTable("session_summaries", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  linkId: uuid("link_id")
    .notNull()
    .references(() => careLinks.id, { onDelete: "cascade" }),
  text: text("text").notNull(),
  sharedAt: ts("shared_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * The expert's private notes on one session, AES-256-GCM under the key named by key_id (from
 * configuration; rotatable): base64 iv, tag and ciphertext. The plain text is never stored.
 */
export const sessionNotes = pgTable("session_notes", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  linkId: uuid("link_id")
    .notNull()
    .references(() => careLinks.id, { onDelete: "cascade" }),
  keyId: text("key_id").notNull(),
  iv: text("iv").notNull(),
  tag: text("tag").notNull(),
  ciphertext: text("ciphertext").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
