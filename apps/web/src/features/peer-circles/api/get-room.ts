import type { PeerRoomDetail } from "@saathi/contract/peer-circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

/** GET /api/peer-circles/rooms/:id: the circle; its members (nicknames) only for its members. */
export const getRoom = (roomId: string, signal?: AbortSignal) =>
  api<PeerRoomDetail>(`/api/peer-circles/rooms/${encodeURIComponent(roomId)}`, { signal });

export const roomQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: peerCirclesKeys.room(roomId), queryFn: ({ signal }) => getRoom(roomId, signal) });

export const useRoom = (roomId: string) => useQuery(roomQueryOptions(roomId));
