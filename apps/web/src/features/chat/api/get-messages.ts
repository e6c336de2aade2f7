import type { ChatMessage } from "@saathi/contract/chat";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
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
  // A read already on its way left before this message existed, and its answer would replace the list
  // without it (a queued message sent on reconnect, while the reconnect refreshes the conversation):
  // that read is dropped and asked again.
  if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) {
    // The conversation's first read (nothing cached yet): asking again would only join that read (TanStack
    // drops a read in flight only for a query that has data), whose answer lacks this message; on a slow
    // network a new conversation's first lines vanished from the writer's screen. It is cancelled first.
    if (queryClient.getQueryData(key) === undefined) {
      void queryClient
        .cancelQueries({ queryKey: key, exact: true })
        .then(() => queryClient.invalidateQueries({ queryKey: key, exact: true }));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  queryClient.setQueryData<ChatMessage[]>(key, (old) => {
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
