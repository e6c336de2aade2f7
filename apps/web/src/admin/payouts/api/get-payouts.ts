import type { AdminPage } from "@saathi/contract/admin";
import type { PayoutRow } from "@saathi/contract/admin-money";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { payoutsKeys } from "./payouts-keys.ts";

type Query = Record<string, string | number | undefined>;

/** GET /api/admin/payouts?month=YYYY-MM: one page of experts with the month's figures. */
export const getPayouts = (query: Query, signal?: AbortSignal) =>
  adminGet<AdminPage<PayoutRow> & { month: string }>("payouts", query, signal);

export const usePayouts = (query: Query) =>
  useQuery({
    queryKey: payoutsKeys.month(query),
    queryFn: ({ signal }) => getPayouts(query, signal),
    placeholderData: keepPreviousData,
  });
