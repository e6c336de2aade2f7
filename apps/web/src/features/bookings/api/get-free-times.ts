import type { Availability } from "@saathi/contract/experts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** GET /api/experts/:id/availability (the API the booking page's slot picker uses): 14 days of free times. */
export const useFreeTimes = (expertId: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingsKeys.freeTimes(expertId),
    queryFn: ({ signal }) => api<Availability>(`/api/experts/${expertId}/availability?days=14`, { signal }),
    enabled: enabled && Boolean(expertId),
    staleTime: 10_000,
  });
