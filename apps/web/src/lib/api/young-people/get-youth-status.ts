import type { YouthStatus } from "@saathi/contract/young-people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { useIsMinor } from "../session/get-me.ts";
import { youthKeys } from "./young-people-keys.ts";

/** GET /api/young-people/me: my age band, whether my guardian has consented, and my open request. */
export const getYouthStatus = (signal?: AbortSignal) => api<YouthStatus>("/api/young-people/me", { signal });

export const youthStatusQueryOptions = queryOptions({
  queryKey: youthKeys.status(),
  queryFn: ({ signal }) => getYouthStatus(signal),
  staleTime: 30_000,
});

/** Only asked for a member under 18 (`enabled`), so adults never make the request. */
export const useYouthStatus = (enabled: boolean) => useQuery({ ...youthStatusQueryOptions, enabled });

/**
 * The status of a member under 18 whose guardian has not consented yet: the server refuses their posts,
 * comments and messages (403 GUARDIAN_CONSENT_NEEDED), so no composer is offered. Null for everyone else,
 * and while the status is not known (the composer stays; a refusal still shows the crisis card).
 */
export function useGuardianWait(): YouthStatus | null {
  const minor = useIsMinor();
  const status = useYouthStatus(minor).data;
  return minor && status && !status.consented ? status : null;
}
