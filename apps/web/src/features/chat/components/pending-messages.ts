import type { ChatMessage } from "@saathi/contract/chat";
import type { OutboxItem } from "../../../lib/offline/outbox.ts";

/** A message as the conversation shows it; `waiting`: queued until the network is back. */
export type ShownMessage = ChatMessage & { waiting?: boolean };

/**
 * The conversation with my queued messages to this partner after the saved ones, as
 * temporary messages (clock). One the server already has (same client id, e.g. its live event came
 * first) shows once; one refused for good is not shown (its words go back to the input).
 */
export function pendingMessages(
  saved: ChatMessage[],
  queued: OutboxItem[],
  partnerId: string,
  online: boolean,
): ShownMessage[] {
  const known = new Set(saved.map((m) => m.clientId).filter(Boolean));
  const pending: ShownMessage[] = [];
  for (const i of queued) {
    if (i.kind !== "chat" || i.receiverId !== partnerId || i.state === "failed" || known.has(i.clientId)) continue;
    pending.push({
      id: i.clientId,
      seq: Number.MAX_SAFE_INTEGER,
      senderId: i.ownerId,
      receiverId: partnerId,
      message: i.body,
      mediaUrl: null,
      clientId: i.clientId,
      sentAt: i.createdAt,
      deliveredAt: null,
      readAt: null,
      waiting: i.state === "waiting" && (!online || i.attempts > 0),
    });
  }
  return pending.length ? [...saved, ...pending] : saved;
}
