// spec §3 user_profiles: one row per account, created with the account.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { citext } from "./types.ts";

export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    displayName: text("display_name"),
    username: citext("username").unique(),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    location: text("location"),
    /** A longer personal story, shown on the public profile to those who may see it. */
    story: text("story"),
    role: text("role").notNull().default("users"),
    isHideName: boolean("is_hide_name").notNull().default(false),
    isPrivate: boolean("is_private").notNull().default(false),
    isOnline: boolean("is_online").notNull().default(false),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Suspended by an admin: cannot sign in, content hidden, until reinstated or suspended_until passes. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
    /** Sensitive themes this member wants collapsed behind a gentle warning. */
    sensitiveThemes: text("sensitive_themes").array().notNull().default(sql`'{}'::text[]`),
    /** A moderator muted this member from posting, commenting and messaging until then. */
    postingMutedUntil: timestamp("posting_muted_until", { withTimezone: true }),
    /** Settings: who may start a chat with this member: everyone, or buddies only. */
    whoMayMessage: text("who_may_message").notNull().default("everyone"),
    /** Settings: found by member search; when false only people who already know the profile reach it. */
    discoverable: boolean("discoverable").notNull().default(true),
    /** The language this member reads Saathi in: pages, emails, SMS. Null until chosen. */
    locale: text("locale"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_profiles_locale_check", sql`${t.locale} in ('en', 'hi')`),
    check("user_profiles_role_check", sql`${t.role} in ('users', 'expert', 'admin', 'moderator')`),
    check("user_profiles_who_may_message_check", sql`${t.whoMayMessage} in ('everyone', 'buddies')`),
    // Member search: prefix and fuzzy (pg_trgm) on every name field.
    index("user_profiles_username_trgm").using("gin", sql`lower(${t.username}::text) gin_trgm_ops`),
    index("user_profiles_display_name_trgm").using("gin", sql`lower(${t.displayName}) gin_trgm_ops`),
    index("user_profiles_first_name_trgm").using("gin", sql`lower(${t.firstName}) gin_trgm_ops`),
    index("user_profiles_last_name_trgm").using("gin", sql`lower(${t.lastName}) gin_trgm_ops`),
    // The few suspended accounts, for the console's filter and sign-in (migration 0014).
    index("user_profiles_suspended_idx").on(t.userId).where(sql`${t.suspendedAt} is not null`),
  ],
);
