// A member's safety plan (six short lists, one per Stanley-Brown step) and their trusted contact
// (one person). Both are the member's own, cascade from the user (erasure) and are in the data export.
import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const safetyPlans = pgTable("safety_plans", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Step id (SAFETY_PLAN_STEPS) → the member's lines. */
  steps: jsonb("steps").$type<Record<string, string[]>>().notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const trustedContacts = pgTable("trusted_contacts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  /** 10-digit Indian mobile number, or null. */
  phone: text("phone"),
  /** Lower-case email address, or null (at least one of the two is set). */
  email: text("email"),
  relation: text("relation"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
