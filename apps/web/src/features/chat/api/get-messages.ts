import type { ChatMessage } from "@saathi/contract/chat";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { writeOverRead } from "../../../lib/write-over-read.ts";
import { chatKeys } from "./chat-keys.ts";

/** GET /api/chat/messages/:partnerId: one conversation's messages. */
export const getMessages = (partnerId: string, signal?: AbortSignal) =>
  api<ChatMessage[]>(`/api/chat/messages/${partnerId}`, { signal });

export const messagesQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(partnerId),
    queryFn: ({ signal }) => getMessages(partnerId, signal),
    staleTime: 120_000,
  });

export const useMessages = (partnerId: string) => useQuery(messagesQueryOptions(partnerId));

/**
 * Puts a saved message into its conversation's cache: it replaces the temporary one it came from
 * (same clientId), or one with the same id, else it is appended; order is by seq.
 */
export function upsertMessage(queryClient: QueryClient, partnerId: string, m: ChatMessage): void {
  const key = messagesQueryOptions(partnerId).queryKey;
  // A read on its way (a reconnect refreshing the conversation, or its first read on a slow network)
  // would answer without this message: writeOverRead asks it again.
  writeOverRead<ChatMessage[]>(queryClient, key, (old) => {
    if (!old) return old;
    const known = old.find((x) => x.id === m.id);
    const rest = old.filter((x) => x.id !== m.id && !(m.clientId && x.id === m.clientId));
    // Receipts only move forward (sent → delivered → read): a copy of the message that left the server
    // before its receipt (the send's own answer, arriving after the partner's read) keeps the ticks seen.
    const merged = known
      ? { ...m, deliveredAt: m.deliveredAt ?? known.deliveredAt, readAt: m.readAt ?? known.readAt }
      : m;
    return [...rest, merged].sort(
      (a, b) => (a.id.startsWith("temp-") ? 1 : 0) - (b.id.startsWith("temp-") ? 1 : 0) || a.seq - b.seq,
    );
  });
}
