import type { ExpertCampus } from "@saathi/contract/admin-expert-campus";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { applicationsKeys } from "./applications-keys.ts";

/** GET /api/admin/experts/:expertId/campus: the expert's campus badge (null: none). */
export const getExpertCampus = (expertId: string, signal?: AbortSignal) =>
  adminGet<ExpertCampus>(`experts/${expertId}/campus`, undefined, signal);

export const expertCampusQueryOptions = (expertId: string) =>
  queryOptions({
    queryKey: applicationsKeys.campus(expertId),
    queryFn: ({ signal }) => getExpertCampus(expertId, signal),
    retry: false,
  });

export const useExpertCampus = (expertId: string) => useQuery(expertCampusQueryOptions(expertId));
