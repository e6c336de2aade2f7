import type { PackagePurchase } from "@saathi/contract/packages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { packagesKeys } from "./packages-keys.ts";

/** GET /api/packages/purchases: the member's packages and what is left of each. */
export const getMyPackages = (signal?: AbortSignal) =>
  api<{ purchases: PackagePurchase[] }>("/api/packages/purchases", { signal });

export const myPackagesQueryOptions = () =>
  queryOptions({ queryKey: packagesKeys.mine(), queryFn: ({ signal }) => getMyPackages(signal) });

export const useMyPackages = (enabled = true) => useQuery({ ...myPackagesQueryOptions(), enabled });
