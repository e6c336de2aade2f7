// Platform tables: the dev outbox and the fixed-window rate-limit counters.
import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Mail and SMS captured instead of sent when no SMTP/SMS transport is configured. */
export const devOutbox = pgTable(
  "dev_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    code: text("code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_outbox_to_idx").on(t.to, t.createdAt.desc())],
);

/** One counter per key (e.g. "sign-in:ip:1.2.3.4") per window; shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
