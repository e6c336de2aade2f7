import type { ChatMessage, Conversation } from "@saathi/contract/chat";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { chatKeys } from "./chat-keys.ts";

/** GET /api/chat/conversations: my conversations, latest first. */
export const getConversations = (signal?: AbortSignal) => api<Conversation[]>("/api/chat/conversations", { signal });

export const conversationsQueryOptions = queryOptions({
  queryKey: chatKeys.conversations(),
  queryFn: ({ signal }) => getConversations(signal),
  staleTime: 60_000,
});

export const useConversations = () => useQuery(conversationsQueryOptions);

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
