import type { Availability } from "@saathi/contract/experts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { expertsKeys } from "./experts-keys.ts";

/** GET /api/experts/:id/availability: free times over the next 14 days. */
export const getAvailability = (expertId: string, signal?: AbortSignal) =>
  api<Availability>(`/api/experts/${expertId}/availability?days=14`, { signal });

export const availabilityQueryOptions = (expertId: string) =>
  queryOptions({
    queryKey: expertsKeys.availability(expertId),
    queryFn: ({ signal }) => getAvailability(expertId, signal),
    enabled: Boolean(expertId),
    staleTime: 30_000,
  });

export const useAvailability = (expertId: string) => useQuery(availabilityQueryOptions(expertId));

/** Refreshes everything that shows free times (after a booking attempt, whatever its outcome). */
export function useRefreshAvailability() {
  const qc = useQueryClient();
  return (expertId: string) => {
    void qc.invalidateQueries({ queryKey: expertsKeys.availability(expertId) });
    void qc.invalidateQueries({ queryKey: expertsKeys.lists() });
    void qc.invalidateQueries({ queryKey: expertsKeys.bookingsRoot });
  };
}
