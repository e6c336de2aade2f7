import type { PackageOffers } from "@saathi/contract/packages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { packagesKeys } from "./packages-keys.ts";

/** GET /api/experts/:id/packages: a listed expert's offers. */
export const getExpertPackages = (expertId: string, signal?: AbortSignal) =>
  api<PackageOffers>(`/api/experts/${expertId}/packages`, { signal });

export const expertPackagesQueryOptions = (expertId: string) =>
  queryOptions({
    queryKey: packagesKeys.offersOf(expertId),
    queryFn: ({ signal }) => getExpertPackages(expertId, signal),
    staleTime: 60_000,
  });

export const useExpertPackages = (expertId: string, enabled = true) =>
  useQuery({ ...expertPackagesQueryOptions(expertId), enabled });
