import type { YouthStatus } from "@saathi/contract/young-people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** GET /api/young-people/me: my age band, whether my guardian has consented, and my open request. */
export const getYouthStatus = (signal?: AbortSignal) => api<YouthStatus>("/api/young-people/me", { signal });

export const youthStatusQueryOptions = queryOptions({
  queryKey: youngPeopleKeys.status(),
  queryFn: ({ signal }) => getYouthStatus(signal),
  staleTime: 30_000,
});

/** Only asked for a member under 18 (`enabled`), so adults never make the request. */
export const useYouthStatus = (enabled: boolean) => useQuery({ ...youthStatusQueryOptions, enabled });
