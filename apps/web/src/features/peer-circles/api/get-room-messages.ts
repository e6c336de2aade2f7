import type { PeerMessage } from "@saathi/contract/peer-circles";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { writeOverRead } from "../../../lib/write-over-read.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

/** GET /api/peer-circles/rooms/:id/messages: the circle's last 7 days (members only); `after` catches up. */
export const getRoomMessages = (roomId: string, after?: string, signal?: AbortSignal) =>
  api<{ items: PeerMessage[] }>(
    `/api/peer-circles/rooms/${encodeURIComponent(roomId)}/messages${after ? `?after=${encodeURIComponent(after)}` : ""}`,
    { signal },
  );

export const roomMessagesQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: peerCirclesKeys.messages(roomId),
    queryFn: async ({ signal }) => (await getRoomMessages(roomId, undefined, signal)).items,
  });

export const useRoomMessages = (roomId: string, enabled: boolean) =>
  useQuery({ ...roomMessagesQueryOptions(roomId), enabled });

/** Adds or replaces messages in the cached list (by id), oldest first; the writer's own marks are kept. */
export function upsertRoomMessages(qc: QueryClient, roomId: string, incoming: PeerMessage[]): void {
  // The circle's read on its way (its first, or one after a reconnect) would answer without these.
  writeOverRead<PeerMessage[]>(qc, peerCirclesKeys.messages(roomId), (old = []) => {
    const byId = new Map(old.map((m) => [m.id, m]));
    for (const m of incoming) {
      const before = byId.get(m.id);
      byId.set(m.id, before ? { ...m, ...pick(before) } : m);
    }
    return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  });
}

/** What only the writer's own answer carries: a live copy of the same message must not drop it. */
const pick = (m: PeerMessage): Partial<PeerMessage> => ({
  ...(m.mine ? { mine: true } : {}),
  ...(m.crisis ? { crisis: m.crisis } : {}),
  ...(m.held ? { held: true } : {}),
});
