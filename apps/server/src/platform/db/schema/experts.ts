// Experts (spec §3 expert_profiles, expert_session_types, expert_specializations, expert_weekly_schedule)
// and members' favourite experts.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const userRef = () =>
  uuid("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const expertProfiles = pgTable(
  "expert_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    pincode: text("pincode").notNull(),
    languages: text("languages").array().notNull(),
    bio: text("bio").notNull(),
    counsellingWorkStatus: text("counselling_work_status").notNull(),
    otherProfession: text("other_profession").notNull(),
    academicBackground: text("academic_background").notNull(),
    journey: text("journey").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    clientExperience: text("client_experience").notNull(),
    /** Fee for one hour, in paise (the form asks for whole rupees). */
    hourlyRate: integer("hourly_rate").notNull(),
    offersFreeConsultation: text("offers_free_consultation").notNull(),
    payoutExpectation: text("payout_expectation").notNull(),
    typicalSessionDurationMinutes: integer("typical_session_duration_minutes").notNull().default(30),
    confirmedNonMedical: boolean("confirmed_non_medical").notNull().default(false),
    acceptedTerms: boolean("accepted_terms").notNull(),
    /**
     * Set when an admin approves the expert's application (or reinstates them), cleared when they are
     * suspended. Listed (directory, landing, search, availability, booking) = published_at is not null
     * and verified_until > now(): see listedExpertSql in modules/experts/listing.ts.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The approval's re-verification date (12 months after approval); past it the expert is hidden. */
    verifiedUntil: timestamp("verified_until", { withTimezone: true }),
    /** What was verified, shown on the card: rci_registered or verified_counsellor. */
    verifiedBadge: text("verified_badge"),
    /**
     * The expert works with members under 18 (decision 038): shown as a badge; a minor may book only
     * such an expert. Set by the expert in their area.
     */
    worksWithYoungPeople: boolean("works_with_young_people").notNull().default(false),
    /**
     * A school or college counsellor: the institution they declared, shown as the "campus" badge.
     * Staff may also set it. Null: not a campus counsellor.
     */
    campusInstitution: text("campus_institution"),
    /** The expert's gender as they state it (woman, man, non_binary), for members to whom it matters; null: not said. */
    gender: text("gender"),
    /** Reviews, kept in step with expert_feedbacks in the same transaction. */
    feedbackCount: integer("feedback_count").notNull().default(0),
    feedbackSum: integer("feedback_sum").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("expert_profiles_rate_check", sql`${t.hourlyRate} >= 0`),
    check(
      "expert_profiles_badge_check",
      sql`${t.verifiedBadge} is null or ${t.verifiedBadge} in ('rci_registered', 'verified_counsellor')`,
    ),
    check("expert_profiles_gender_check", sql`${t.gender} is null or ${t.gender} in ('woman', 'man', 'non_binary')`),
    index("expert_profiles_listed_idx").on(t.feedbackSum, t.userId).where(sql`${t.publishedAt} is not null`),
  ],
);

export const expertSessionTypes = pgTable(
  "expert_session_types",
  { userId: userRef(), sessionType: text("session_type").notNull() },
  (t) => [
    primaryKey({ columns: [t.userId, t.sessionType] }),
    check("expert_session_types_check", sql`${t.sessionType} in ('audio', 'video', 'chat')`),
    index("expert_session_types_type_idx").on(t.sessionType, t.userId),
  ],
);

export const expertSpecializations = pgTable(
  "expert_specializations",
  { userId: userRef(), specialization: text("specialization").notNull() },
  (t) => [
    primaryKey({ columns: [t.userId, t.specialization] }),
    index("expert_specializations_spec_idx").on(t.specialization, t.userId),
  ],
);

export const expertWeeklySchedule = pgTable(
  "expert_weekly_schedule",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    weekday: integer("weekday").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    timezone: text("timezone").notNull(),
  },
  (t) => [
    index("expert_weekly_schedule_user_idx").on(t.userId),
    check("expert_weekly_schedule_weekday_check", sql`${t.weekday} between 0 and 6`),
    check("expert_weekly_schedule_order_check", sql`${t.endTime} > ${t.startTime}`),
    check(
      "expert_weekly_schedule_tz_check",
      sql`${t.timezone} in ('America/Los_Angeles', 'America/New_York', 'Europe/London', 'Asia/Kolkata')`,
    ),
  ],
);

/**
 * An expert's time off (decision 033): whole days, first to last inclusive, in the zone of their
 * weekly hours. Free slots leave these days out; the reason is shown to the expert only.
 */
export const expertTimeOff = pgTable(
  "expert_time_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("expert_time_off_user_idx").on(t.userId, t.endDate),
    check("expert_time_off_order_check", sql`${t.endDate} >= ${t.startDate}`),
    check("expert_time_off_reason_check", sql`char_length(${t.reason}) <= 200`),
  ],
);

export const expertFavourites = pgTable(
  "expert_favourites",
  {
    userId: userRef(),
    expertId: uuid("expert_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expertId] })],
);
