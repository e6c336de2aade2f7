// The header's other promises (migration 0023): the daily wellness broadcast (one piece a
// day, English and Hindi) and invitations: a member's code, who joined through it, and the mark that
// an email has earned its reward (kept after erasure, as a keyed hash only, so a re-registered email
// never earns twice).
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { wellnessCourses } from "./wellness.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const dailyWellnessPieces = pgTable(
  "daily_wellness_pieces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The day (India time) the piece is the day's broadcast; published once that day has come. */
    publishOn: date("publish_on").notNull(),
    titleEn: text("title_en").notNull(),
    bodyEn: text("body_en").notNull(),
    titleHi: text("title_hi").notNull(),
    bodyHi: text("body_hi").notNull(),
    /** A public demo-media path (/demo-media/…mp3) or null. */
    audioUrl: text("audio_url"),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("daily_wellness_pieces_day_idx").on(t.publishOn.desc())],
);

/** A member's personal invite code (made when they first ask for their link). */
export const inviteCodes = pgTable("invite_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** A new account that joined through someone's code: one row per account (the key), rewarded once. */
export const invitations = pgTable(
  "invitations",
  {
    inviteeId: uuid("invitee_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    inviterId: uuid("inviter_id").references(() => user.id, { onDelete: "set null" }),
    acceptedAt: ts("accepted_at").notNull().defaultNow(),
    /** joined (waiting for a complete profile), rewarded, email_used (that email earned a reward before). */
    status: text("status").notNull().default("joined"),
    rewardedAt: ts("rewarded_at"),
    inviterCourseId: uuid("inviter_course_id").references(() => wellnessCourses.id, { onDelete: "set null" }),
    inviteeCourseId: uuid("invitee_course_id").references(() => wellnessCourses.id, { onDelete: "set null" }),
  },
  (t) => [
    check("invitations_status_check", sql`${t.status} in ('joined', 'rewarded', 'email_used')`),
    check("invitations_not_self_check", sql`${t.inviteeId} <> ${t.inviterId}`),
    index("invitations_inviter_idx").on(t.inviterId, t.acceptedAt.desc()),
  ],
);

/** Emails (HMAC of the normalised address) that have earned an invitation reward: once, ever. */
export const inviteRewardMarks = pgTable("invite_reward_marks", {
  emailHash: text("email_hash").primaryKey(),
  rewardedAt: ts("rewarded_at").notNull().defaultNow(),
});
