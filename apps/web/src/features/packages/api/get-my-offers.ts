import type { PackageOffers } from "@saathi/contract/packages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { packagesKeys } from "./packages-keys.ts";

/** GET /api/expert/packages: the signed-in expert's own offers (withdrawn ones too). */
export const getMyOffers = (signal?: AbortSignal) => api<PackageOffers>("/api/expert/packages", { signal });

export const myOffersQueryOptions = () =>
  queryOptions({ queryKey: packagesKeys.myOffers(), queryFn: ({ signal }) => getMyOffers(signal) });

export const useMyOffers = (enabled = true) => useQuery({ ...myOffersQueryOptions(), enabled });
