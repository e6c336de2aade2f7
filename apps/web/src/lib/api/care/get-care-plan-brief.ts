import type { CarePlanBrief } from "@saathi/contract/care-plan";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { careBriefKeys } from "./care-brief-keys.ts";

/** GET /api/care/bookings/:bookingId/plan-brief: goals, homework since the last session, the last summary. */
export const getCarePlanBrief = (bookingId: string, signal?: AbortSignal) =>
  api<CarePlanBrief>(`/api/care/bookings/${encodeURIComponent(bookingId)}/plan-brief`, { signal });

export const useCarePlanBrief = (bookingId: string) =>
  useQuery({
    queryKey: careBriefKeys.plan(bookingId),
    queryFn: ({ signal }) => getCarePlanBrief(bookingId, signal),
    enabled: Boolean(bookingId),
    // No plan yet (no care link) is a 404: nothing to show, nothing to retry.
    retry: false,
  });
