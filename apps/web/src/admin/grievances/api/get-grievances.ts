import type { AdminPage } from "@saathi/contract/admin";
import type { AdminGrievance } from "@saathi/contract/grievances";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { grievancesKeys } from "./grievances-keys.ts";

type Query = Record<string, string | number | undefined>;

/** GET /api/admin/grievances: soonest due first, with the days left. */
export const getGrievances = (query: Query, signal?: AbortSignal) =>
  adminGet<AdminPage<AdminGrievance>>("grievances", query, signal);

export const useGrievances = (query: Query) =>
  useQuery({
    queryKey: grievancesKeys.list(query),
    queryFn: ({ signal }) => getGrievances(query, signal),
    placeholderData: keepPreviousData,
  });
