import type { ExpertPayout } from "@saathi/contract/admin-money";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { payoutsKeys } from "./payouts-keys.ts";

/** GET /api/admin/payouts/:expertId?month=: that expert's sessions of the month, each with its split. */
export const getExpertPayout = (expertId: string, month: string, signal?: AbortSignal) =>
  adminGet<ExpertPayout>(`payouts/${expertId}`, { month }, signal);

export const useExpertPayout = (expertId: string | null, month: string) =>
  useQuery({
    queryKey: payoutsKeys.expert(expertId ?? "", month),
    queryFn: ({ signal }) => getExpertPayout(expertId ?? "", month, signal),
    enabled: Boolean(expertId),
  });
