import type { MyInvites } from "@saathi/contract/invites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { communityKeys } from "./community-keys.ts";

/** GET /api/invites/me: my code, who joined through it, and the invitation I joined through. */
export const getMyInvites = (signal?: AbortSignal) => api<MyInvites>("/api/invites/me", { signal });

export const myInvitesQueryOptions = queryOptions({
  queryKey: communityKeys.invites(),
  queryFn: ({ signal }) => getMyInvites(signal),
});

export const useMyInvites = (enabled: boolean) => useQuery({ ...myInvitesQueryOptions, enabled });
