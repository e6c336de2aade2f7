// Buddy chat (spec §3 chat_message): every message is stored before it is acknowledged; `seq` gives
// one total order, so a client that reconnects asks for everything after the last seq it has.
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    mediaUrl: text("media_url"),
    /** The sender's own id for this message, so a retried send is stored once. */
    clientId: text("client_id"),
    /** visible, held (waiting for a moderator: watched word or a crisis method), hidden (by a moderator). */
    moderationState: text("moderation_state").notNull().default("visible"),
    /** The crisis check queued this message (risk, imminent, danger): the receiver is shown how to support a friend. */
    crisisLevel: text("crisis_level"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("chat_messages_pair_idx").on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.seq,
    ),
    index("chat_messages_receiver_idx").on(t.receiverId, t.seq),
    index("chat_messages_sender_idx").on(t.senderId, t.seq),
    // The write check reads the sender's own messages to the same person over the last day (a plan
    // written in three short lines is read together).
    index("chat_messages_sender_pair_recent_idx").on(t.senderId, t.receiverId, t.sentAt.desc()),
    uniqueIndex("chat_messages_client_idx").on(t.senderId, t.clientId),
    check("chat_messages_not_self", sql`${t.senderId} <> ${t.receiverId}`),
    check("chat_messages_moderation_state_check", sql`${t.moderationState} in ('visible', 'held', 'hidden')`),
    check(
      "chat_messages_crisis_level_check",
      sql`${t.crisisLevel} is null or ${t.crisisLevel} in ('risk', 'imminent', 'danger')`,
    ),
  ],
);
