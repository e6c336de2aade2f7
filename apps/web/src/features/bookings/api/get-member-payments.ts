import type { MemberPayments } from "@saathi/contract/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** GET /api/bookings/payments: the member's session payments and their refunds, newest first. */
export const getMemberPayments = (signal?: AbortSignal) => api<MemberPayments>("/api/bookings/payments", { signal });

export const memberPaymentsQueryOptions = queryOptions({
  queryKey: bookingsKeys.payments(),
  queryFn: ({ signal }) => getMemberPayments(signal),
});

export const useMemberPayments = () => useQuery(memberPaymentsQueryOptions);
