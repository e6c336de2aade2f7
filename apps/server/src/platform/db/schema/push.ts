// Web Push: one row per browser a member allowed notifications in. The endpoint is the
// push service's address for that browser (unique: a browser belongs to whoever subscribed it last,
// so on a shared device the previous member's pushes stop); p256dh and auth encrypt each message
// (RFC 8291). A push service's 404 or 410 removes the row; the row goes with the member (cascade).
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key (base64url, 65 bytes). */
    p256dh: text("p256dh").notNull(),
    /** The browser's authentication secret (base64url, 16 bytes). */
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.updatedAt.desc())],
);
