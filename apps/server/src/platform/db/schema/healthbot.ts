// Health Bot: where a member's conversation stands (one row) and its messages. Both
// cascade from the user, so erasure removes them; the data export reads both.
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const healthbotConversations = pgTable("healthbot_conversations", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** A flow id of the contract (HEALTHBOT_FLOW_IDS). */
  flow: text("flow").notNull(),
  /** "flow.<node>" or "safety.<node>". */
  node: text("node").notNull(),
  /** The current flow's typed answers (a thought record's steps). */
  answers: jsonb("answers").$type<Record<string, string>>().notNull().default({}),
  /** A behavioural-activation plan to ask about on a later visit. */
  plan: text("plan"),
  planAt: ts("plan_at"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const healthbotMessages = pgTable(
  "healthbot_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Orders the messages written in one turn (same created_at). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sender: text("sender").notNull(),
    text: text("text").notNull(),
    /** A catalog text (the bot's lines, reply labels) rather than the member's own words. */
    catalog: boolean("catalog").notNull().default(false),
    values: jsonb("values").$type<Record<string, string>>(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("healthbot_messages_sender_check", sql`${t.sender} in ('bot', 'member')`),
    index("healthbot_messages_user_seq_idx").on(t.userId, t.seq.desc()),
  ],
);
