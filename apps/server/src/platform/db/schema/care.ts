// A human close behind: which staff are on duty for imminent alerts, when a moderator first
// opened each flagged item, next-day check-ins from Saathi's care team, and true/false alarm outcomes
// (the review set: no author column; text only with the author's safety_review consent).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { moderationItems } from "./safety.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A staff member's own "on duty" switch: on-duty moderators and admins are pushed imminent items at once. */
export const staffDuty = pgTable("staff_duty", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  onDuty: boolean("on_duty").notNull().default(false),
  changedAt: ts("changed_at").notNull().defaultNow(),
});

/** The first time a moderator opened a flagged item (set once; later looks do not change it). */
export const moderationFirstLooks = pgTable(
  "moderation_first_looks",
  {
    itemId: uuid("item_id")
      .primaryKey()
      .references(() => moderationItems.id, { onDelete: "cascade" }),
    /** When the content was written and flagged (the item's opened_at when first looked at). */
    writtenAt: ts("written_at").notNull(),
    lookedAt: ts("looked_at").notNull().defaultNow(),
    lookedBy: uuid("looked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("moderation_first_looks_looked_idx").on(t.lookedAt)],
);

/** A member's choice about check-ins (no row: on). */
export const careCheckInPrefs = pgTable("care_check_in_prefs", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * One next-day check-in per member per day (India's calendar), scheduled when they wrote a risk or
 * imminent message; the worker sends it when due. It keeps no link to what they wrote.
 */
export const careCheckIns = pgTable(
  "care_check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    dueAt: ts("due_at").notNull(),
    /** pending, sent, skipped (turned off before it was due). */
    status: text("status").notNull().default("pending"),
    createdAt: ts("created_at").notNull().defaultNow(),
    doneAt: ts("done_at"),
  },
  (t) => [
    uniqueIndex("care_check_ins_user_day_idx").on(t.userId, t.day),
    index("care_check_ins_due_idx").on(t.status, t.dueAt),
    check("care_check_ins_status_check", sql`${t.status} in ('pending', 'sent', 'skipped')`),
  ],
);

/**
 * A moderator's verdict on a crisis flag, and the review set built from it: the level and signals,
 * and the text only when the author consented (safety_review) at the time it was marked.
 */
export const crisisOutcomes = pgTable(
  "crisis_outcomes",
  {
    itemId: uuid("item_id")
      .primaryKey()
      .references(() => moderationItems.id, { onDelete: "cascade" }),
    outcome: text("outcome").notNull(),
    crisisLevel: text("crisis_level"),
    signals: text("signals").array().notNull().default(sql`'{}'::text[]`),
    text: text("text"),
    markedBy: uuid("marked_by").references(() => user.id, { onDelete: "set null" }),
    markedAt: ts("marked_at").notNull().defaultNow(),
  },
  (t) => [
    index("crisis_outcomes_marked_idx").on(t.markedAt),
    check("crisis_outcomes_outcome_check", sql`${t.outcome} in ('true_alarm', 'false_alarm')`),
  ],
);
