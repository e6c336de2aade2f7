import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

export interface Roster {
  seats: { seatNumber: number; nickname: string; status: "held" | "confirmed" }[];
}

/** GET /api/expert/circles/occurrences/:occurrenceId/seats: nicknames and seat states (host only). */
export const getRoster = (occurrenceId: string, signal?: AbortSignal) =>
  api<Roster>(`/api/expert/circles/occurrences/${encodeURIComponent(occurrenceId)}/seats`, { signal });

export const rosterQueryOptions = (occurrenceId: string) =>
  queryOptions({
    queryKey: circlesKeys.roster(occurrenceId),
    queryFn: ({ signal }) => getRoster(occurrenceId, signal),
  });

export const useRoster = (occurrenceId: string, enabled: boolean) =>
  useQuery({ ...rosterQueryOptions(occurrenceId), enabled });
