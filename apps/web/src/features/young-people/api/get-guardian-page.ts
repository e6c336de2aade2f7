import type { GuardianPage } from "@saathi/contract/young-people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** GET /api/guardian-consent/:token: the young person's first name and where the request stands. */
export const getGuardianPage = (token: string, signal?: AbortSignal) =>
  api<GuardianPage>(`/api/guardian-consent/${encodeURIComponent(token)}`, { signal });

export const guardianPageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: youngPeopleKeys.guardianPage(token),
    queryFn: ({ signal }) => getGuardianPage(token, signal),
    retry: false,
  });

export const useGuardianPage = (token: string) => useQuery(guardianPageQueryOptions(token));
