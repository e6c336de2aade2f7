import type { CareLink } from "@saathi/contract/care-between";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** GET /api/care/links: the member's counsellors (the care they are in). */
export const getMyCareLinks = (signal?: AbortSignal) => api<{ links: CareLink[] }>("/api/care/links", { signal });

export const myCareLinksQueryOptions = queryOptions({
  queryKey: carePlanKeys.links(),
  queryFn: ({ signal }) => getMyCareLinks(signal),
});

export const useMyCareLinks = () => useQuery(myCareLinksQueryOptions);
