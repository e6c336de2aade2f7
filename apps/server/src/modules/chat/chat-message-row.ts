// A chat_messages row as the chat's raw statements read it (node-postgres: snake case, bigint seq as
// text) and as the module hands it on (Drizzle's names), for the grouped write and the catch-up sync.
import type { chatMessages } from "../../platform/db/schema/chat.ts";

/** A chat_messages row. */
export type MessageRow = typeof chatMessages.$inferSelect;

/** A chat_messages row as node-postgres gives it (snake case; bigint seq as text). */
export interface RawMessage {
  id: string;
  seq: string;
  sender_id: string;
  receiver_id: string;
  message: string;
  media_url: string | null;
  client_id: string | null;
  moderation_state: string;
  crisis_level: string | null;
  sent_at: Date;
  delivered_at: Date | null;
  read_at: Date | null;
}
export const messageRow = (r: RawMessage): MessageRow => ({
  id: r.id,
  seq: Number(r.seq),
  senderId: r.sender_id,
  receiverId: r.receiver_id,
  message: r.message,
  mediaUrl: r.media_url,
  clientId: r.client_id,
  moderationState: r.moderation_state,
  crisisLevel: r.crisis_level,
  sentAt: r.sent_at,
  deliveredAt: r.delivered_at,
  readAt: r.read_at,
});
