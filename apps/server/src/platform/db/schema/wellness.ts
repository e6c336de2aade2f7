// Wellness: courses with modules and lessons, course purchases through the payment gateway,
// and the daily journal a visitor moves into their account on sign-in.
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

/** categories_list (spec §7): course categories. */
export const courseCategories = pgTable("categories_list", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
});

/** tags (spec §7). */
export const courseTags = pgTable("tags", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
});

export const wellnessCourses = pgTable(
  "wellness_courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable name for seeding (demo content is upserted by slug). */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    /** Paise. */
    price: integer("price").notNull().default(0),
    isPaid: boolean("is_paid").notNull().default(false),
    categoryId: uuid("category_id").references(() => courseCategories.id, { onDelete: "set null" }),
    tagIds: uuid("tag_ids").array().notNull().default(sql`'{}'::uuid[]`),
    introVideoUrl: text("intro_video_url"),
    position: smallint("position").notNull().default(0),
    /** Unpublished courses are hidden from members (admins edit them in the console). */
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "wellness_courses_price_check",
      sql`(${t.isPaid} and ${t.price} > 0) or (not ${t.isPaid} and ${t.price} = 0)`,
    ),
  ],
);

export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => wellnessCourses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    position: smallint("position").notNull(),
  },
  (t) => [uniqueIndex("course_modules_position_idx").on(t.courseId, t.position)],
);

export const courseLessons = pgTable(
  "course_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Key in private storage; streamed only to people who may open the course. */
    mediaKey: text("media_key"),
    mediaKind: text("media_kind").notNull().default("video"),
    mediaType: text("media_type").notNull().default("video/mp4"),
    durationSeconds: integer("duration_seconds"),
    position: smallint("position").notNull(),
  },
  (t) => [
    uniqueIndex("course_lessons_position_idx").on(t.moduleId, t.position),
    check("course_lessons_kind_check", sql`${t.mediaKind} in ('video', 'audio')`),
  ],
);

/** One attempt to buy a course; PAID rows open the lessons. */
export const coursePurchases = pgTable(
  "course_purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => wellnessCourses.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    provider: text("provider").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    status: text("status").notNull().default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    check("course_purchases_status_check", sql`${t.status} in ('PENDING', 'PAID', 'CANCELLED', 'FAILED')`),
    // A member owns a course once.
    uniqueIndex("course_purchases_paid_idx").on(t.courseId, t.userId).where(sql`${t.status} = 'PAID'`),
    index("course_purchases_user_idx").on(t.userId),
  ],
);

/** Daily reflection journal entries of a member (moved from the browser on sign-in). */
export const journalEntries = pgTable(
  "journal_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("journal_entries_client_idx").on(t.userId, t.clientId),
    index("journal_entries_user_idx").on(t.userId, t.createdAt),
  ],
);
