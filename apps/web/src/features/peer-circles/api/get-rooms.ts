import type { PeerLanguage, PeerRoom, PeerTopic } from "@saathi/contract/peer-circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

export interface RoomFilters {
  topic?: PeerTopic;
  language?: PeerLanguage;
}

/** GET /api/peer-circles/rooms?topic&language: the circles, with whether each is open now and the viewer's place in it. */
export const getRooms = (filters: RoomFilters, signal?: AbortSignal) => {
  const q = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));
  const query = q.toString();
  return api<{ items: PeerRoom[] }>(`/api/peer-circles/rooms${query ? `?${query}` : ""}`, { signal });
};

export const roomsQueryOptions = (filters: RoomFilters = {}) =>
  queryOptions({ queryKey: peerCirclesKeys.rooms({ ...filters }), queryFn: ({ signal }) => getRooms(filters, signal) });

export const useRooms = (filters: RoomFilters = {}) => useQuery(roomsQueryOptions(filters));
