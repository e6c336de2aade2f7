import type { GuardianBookingPage } from "@saathi/contract/guardian-booking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** GET /api/guardian-booking/:token: the session the guardian is asked to consent to and pay for. */
export const getGuardianBooking = (token: string, signal?: AbortSignal) =>
  api<GuardianBookingPage>(`/api/guardian-booking/${encodeURIComponent(token)}`, { signal });

export const guardianBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: youngPeopleKeys.guardianBooking(token),
    queryFn: ({ signal }) => getGuardianBooking(token, signal),
    retry: false,
  });

export const useGuardianBooking = (token: string) => useQuery(guardianBookingQueryOptions(token));
