import type { PeerRoom } from "@saathi/contract/peer-circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

/** GET /api/peer-circles/rooms: every circle, with whether it is open now and the viewer's own place in it. */
export const getRooms = (signal?: AbortSignal) => api<{ items: PeerRoom[] }>("/api/peer-circles/rooms", { signal });

export const roomsQueryOptions = () =>
  queryOptions({ queryKey: peerCirclesKeys.rooms(), queryFn: ({ signal }) => getRooms(signal) });

export const useRooms = () => useQuery(roomsQueryOptions());
