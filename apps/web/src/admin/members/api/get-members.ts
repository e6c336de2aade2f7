import type { AdminPage } from "@saathi/contract/admin";
import type { AdminMemberRow } from "@saathi/contract/admin-members";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { membersKeys } from "./members-keys.ts";

type Query = Record<string, string | number | undefined>;

/** GET /api/admin/members: search by name, username or email; filter by role and suspension. */
export const getMembers = (query: Query, signal?: AbortSignal) =>
  adminGet<AdminPage<AdminMemberRow>>("members", query, signal);

export const membersQueryOptions = (query: Query) => ({
  queryKey: membersKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => getMembers(query, signal),
  placeholderData: keepPreviousData,
});

export const useMembers = (query: Query) => useQuery(membersQueryOptions(query));
