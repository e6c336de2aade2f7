import type { ChatMessage, Conversation } from "@saathi/contract/chat";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const conversationsQueryOptions = queryOptions({
  queryKey: ["chat", "conversations"],
  queryFn: ({ signal }) => api<Conversation[]>("/api/chat/conversations", { signal }),
  staleTime: 60_000,
});

export const messagesQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: ["chat", "messages", partnerId],
    queryFn: ({ signal }) => api<ChatMessage[]>(`/api/chat/messages/${partnerId}`, { signal }),
    staleTime: 120_000,
  });

export const sendMessage = (receiverId: string, message: string, clientId: string) =>
  api<ChatMessage>("/api/chat/messages", { method: "POST", body: { receiverId, message, clientId } });
export const markConversationRead = (partnerId: string) =>
  api<{ upToSeq: number | null }>(`/api/chat/conversations/${partnerId}/read`, { method: "POST" });
export const markDelivered = (upToSeq: number) => api("/api/chat/delivered", { method: "POST", body: { upToSeq } });
export const syncSince = (after: number) => api<ChatMessage[]>(`/api/chat/sync?after=${after}&limit=200`);

/**
 * Puts a saved message into its conversation's cache: it replaces the temporary one it came from
 * (same clientId), or one with the same id, else it is appended; order is by seq.
 */
export function upsertMessage(queryClient: QueryClient, partnerId: string, m: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(messagesQueryOptions(partnerId).queryKey, (old) => {
    if (!old) return old;
    const rest = old.filter((x) => x.id !== m.id && !(m.clientId && x.id === m.clientId));
    return [...rest, m].sort(
      (a, b) => (a.id.startsWith("temp-") ? 1 : 0) - (b.id.startsWith("temp-") ? 1 : 0) || a.seq - b.seq,
    );
  });
}

/** Moves (or adds) a conversation to the top with this message as its preview. */
export function bumpConversation(
  queryClient: QueryClient,
  me: string,
  m: ChatMessage,
  opts: { unreadDelta: number; partner?: Partial<Conversation> },
): void {
  const partnerId = m.senderId === me ? m.receiverId : m.senderId;
  queryClient.setQueryData<Conversation[]>(conversationsQueryOptions.queryKey, (old) => {
    const list = old ?? [];
    const existing = list.find((c) => c.userId === partnerId);
    if (!existing && !opts.partner) {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions.queryKey });
      return old;
    }
    const base: Conversation = existing ?? {
      id: partnerId,
      userId: partnerId,
      name: "",
      username: null,
      message: "",
      time: m.sentAt,
      unread: 0,
      online: false,
      friendStatus: "not_friend",
      avatar: null,
      lastSenderId: m.senderId,
      ...opts.partner,
    };
    const next = {
      ...base,
      message: m.message,
      time: m.sentAt,
      lastSenderId: m.senderId,
      unread: Math.max(0, base.unread + opts.unreadDelta),
    };
    return [next, ...list.filter((c) => c.userId !== partnerId)];
  });
}
