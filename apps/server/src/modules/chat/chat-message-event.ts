// Where a chat message's realtime event goes, and (on the PostgreSQL bus) the event its insert publishes:
// the envelope the publisher would have sent, around the seq and time the statement chooses.
import { CHAT_EVENTS, type ChatMessage } from "@saathi/contract/chat";
import { channels } from "@saathi/contract/realtime";
import { type EnvelopeTemplate, envelopeTemplate } from "../../platform/realtime/sql-envelope.ts";
import type { MessageRow } from "./chat-message-row.ts";

/** A visible message: the receiver's tabs, the sender's other tabs and the pair's channel. */
export const sentTo = (senderId: string, receiverId: string) => [
  channels.userMessages(receiverId),
  channels.userMessages(senderId),
  channels.chatPair(senderId, receiverId),
];
/** A held message: only the sender's other tabs, until a moderator releases it. */
export const heldTo = (senderId: string) => [channels.userMessages(senderId)];

/**
 * The event of `row` (seq and time not chosen yet) for its insert to publish, as `present` shows it to
 * its sender; null when it is too large for one bus message (the publisher refuses it, as before).
 */
export function insertedEvent(row: MessageRow, present: (row: MessageRow) => ChatMessage): EnvelopeTemplate | null {
  const to = row.moderationState === "visible" ? sentTo(row.senderId, row.receiverId) : heldTo(row.senderId);
  return envelopeTemplate(to, CHAT_EVENTS.message, { ...present(row) }, "seq", "sentAt");
}
