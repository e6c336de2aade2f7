import type { ExpertMoney } from "@saathi/contract/expert-money";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** GET /api/expert/money?month=YYYY-MM: the signed-in expert's earnings, sessions and circle seats alike. */
export const getExpertMoney = (month: string, signal?: AbortSignal) =>
  api<ExpertMoney>(`/api/expert/money?month=${encodeURIComponent(month)}`, { signal });

export const expertMoneyQueryOptions = (month: string) =>
  queryOptions({ queryKey: circlesKeys.money(month), queryFn: ({ signal }) => getExpertMoney(month, signal) });

export const useExpertMoney = (month: string) => useQuery(expertMoneyQueryOptions(month));
