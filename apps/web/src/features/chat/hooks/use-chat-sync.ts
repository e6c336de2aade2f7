import { CHAT_EVENTS, type ChatMessage, type Receipt } from "@saathi/contract/chat";
import { channels } from "@saathi/contract/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { outbox, startOutbox } from "../../../lib/offline/outbox.ts";
import { realtime } from "../../../lib/realtime-client.ts";
import { useChannel } from "../../../lib/use-channel.ts";
import { chatKeys } from "../api/chat-keys.ts";
import { bumpConversation } from "../api/get-conversations.ts";
import { messagesQueryOptions, upsertMessage } from "../api/get-messages.ts";
import { markConversationRead } from "../api/mark-conversation-read.ts";
import { markDelivered } from "../api/mark-delivered.ts";
import { syncSince } from "../api/sync-messages.ts";
import { getOpenConversation } from "./open-conversation.ts";

/**
 * Keeps every chat cache live for the signed-in member: new messages, receipts, and after a
 * reconnect everything missed since the last message seen (by seq, so nothing twice). Also runs the
 * outbox: what was written offline is sent at start, when the browser is back online and
 * when the live connection reconnects.
 */
export function useChatSync(me: string): void {
  const queryClient = useQueryClient();
  const lastSeq = useRef(0);

  const receive = (m: ChatMessage) => {
    lastSeq.current = Math.max(lastSeq.current, m.seq);
    const partnerId = m.senderId === me ? m.receiverId : m.senderId;
    upsertMessage(queryClient, partnerId, m);
    const fromPartner = m.senderId !== me;
    const isOpen = getOpenConversation() === partnerId;
    bumpConversation(queryClient, me, m, { unreadDelta: fromPartner && !isOpen && !m.readAt ? 1 : 0 });
    if (fromPartner && !m.deliveredAt) void markDelivered(m.seq).catch(() => {});
    if (fromPartner && isOpen && !m.readAt) setTimeout(() => void markConversationRead(partnerId).catch(() => {}), 100);
  };
  const applyReceipt = (r: Receipt, field: "readAt" | "deliveredAt") => {
    queryClient.setQueryData<ChatMessage[]>(messagesQueryOptions(r.byUserId).queryKey, (old) =>
      old?.map((m) =>
        m.senderId === me && m.seq <= r.upToSeq && !m[field]
          ? { ...m, [field]: r.at, ...(field === "readAt" && !m.deliveredAt ? { deliveredAt: r.at } : {}) }
          : m,
      ),
    );
  };

  useChannel(channels.userMessages(me), {
    [CHAT_EVENTS.message]: receive,
    [CHAT_EVENTS.read]: (r) => applyReceipt(r, "readAt"),
    [CHAT_EVENTS.delivered]: (r) => applyReceipt(r, "deliveredAt"),
  });

  // After a reconnect, fetch what arrived while the socket was down.
  const receiveRef = useRef(receive);
  receiveRef.current = receive;
  useEffect(
    () =>
      realtime.onReady(() => {
        if (!lastSeq.current) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.all });
          return;
        }
        void syncSince(lastSeq.current)
          .then((missed) => {
            for (const m of missed) receiveRef.current(m);
          })
          .catch(() => {});
      }),
    [queryClient],
  );

  useEffect(() => startOutbox(me, (listener) => realtime.onReady(listener)), [me]);
  // A queued message sent while its conversation is not open (the open one does this itself).
  useEffect(
    () =>
      outbox.onSent((sent) => {
        if (sent.kind !== "chat" || sent.item.ownerId !== me || getOpenConversation() === sent.item.receiverId) return;
        receiveRef.current(sent.saved);
      }),
    [me],
  );
}
