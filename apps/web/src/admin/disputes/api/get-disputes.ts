import type { AdminPage } from "@saathi/contract/admin";
import type { AdminDisputeRow } from "@saathi/contract/admin-money";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { disputesKeys } from "./disputes-keys.ts";

type Query = Record<string, string | number | undefined>;

/** GET /api/admin/disputes: open ones first (the longest waiting first), then resolved. */
export const getDisputes = (query: Query, signal?: AbortSignal) =>
  adminGet<AdminPage<AdminDisputeRow>>("disputes", query, signal);

export const useDisputes = (query: Query) =>
  useQuery({
    queryKey: disputesKeys.list(query),
    queryFn: ({ signal }) => getDisputes(query, signal),
    placeholderData: keepPreviousData,
  });
