import type { UpliftFeed } from "@saathi/contract/uplift";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { communityKeys } from "./community-keys.ts";

/** GET /api/uplift: the most uplifting public posts (a member's list leaves out whom they blocked). */
export const getUpliftFeed = (signal?: AbortSignal) => api<UpliftFeed>("/api/uplift", { signal });

export const upliftFeedQueryOptions = (viewer: string | null) =>
  queryOptions({ queryKey: communityKeys.uplift(viewer), queryFn: ({ signal }) => getUpliftFeed(signal) });

export const useUpliftFeed = (viewer: string | null) => useQuery(upliftFeedQueryOptions(viewer));
