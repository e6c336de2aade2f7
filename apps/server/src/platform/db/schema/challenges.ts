// The 5-Day Anxiety Challenge (migration 0022): a member's run of a challenge and the days
// done. `local_date` is the member's calendar date when the day was done (their zone): unique per run,
// so two days are never done on one date, even in a race. Everything goes with the member (cascade).
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const challenges = pgTable(
  "challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    /** IANA zone the calendar days follow (the browser's when the member joined or restarted). */
    timeZone: text("time_zone").notNull(),
    startedAt: ts("started_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    /** The highest day a 'your next day is open' reminder was sent for (0: none). */
    remindedDay: smallint("reminded_day").notNull().default(0),
  },
  (t) => [
    unique("challenges_user_slug_unique").on(t.userId, t.slug),
    index("challenges_open_idx").on(t.startedAt).where(sql`${t.finishedAt} is null`),
  ],
);

export const challengeDays = pgTable(
  "challenge_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: smallint("day").notNull(),
    localDate: date("local_date").notNull(),
    note: text("note"),
    completedAt: ts("completed_at").notNull().defaultNow(),
  },
  (t) => [
    unique("challenge_days_day_unique").on(t.challengeId, t.day),
    unique("challenge_days_date_unique").on(t.challengeId, t.localDate),
    check("challenge_days_day_check", sql`${t.day} between 1 and 5`),
    index("challenge_days_user_idx").on(t.userId),
  ],
);
