import type { ApplicationReview } from "@saathi/contract/admin-applications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { applicationsKeys } from "./applications-keys.ts";

/** GET /api/admin/applications/:expertId: profile, credentials and documents. */
export const getApplication = (expertId: string, signal?: AbortSignal) =>
  adminGet<ApplicationReview>(`applications/${expertId}`, undefined, signal);

export const applicationQueryOptions = (expertId: string) =>
  queryOptions({
    queryKey: applicationsKeys.detail(expertId),
    queryFn: ({ signal }) => getApplication(expertId, signal),
    retry: false,
  });

export const useApplication = (expertId: string) => useQuery(applicationQueryOptions(expertId));
