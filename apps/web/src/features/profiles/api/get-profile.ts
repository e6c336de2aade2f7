import type { PublicProfile } from "@saathi/contract/public-profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profilesKeys } from "./profiles-keys.ts";

/** GET /api/profiles/:identifier (a username or a user id). */
export const getProfile = (identifier: string, signal?: AbortSignal) =>
  api<PublicProfile>(`/api/profiles/${encodeURIComponent(identifier)}`, { signal });

export const profileQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: profilesKeys.profile(identifier),
    queryFn: ({ signal }) => getProfile(identifier, signal),
    retry: false,
  });

export const useProfile = (identifier: string, enabled = true) =>
  useQuery({ ...profileQueryOptions(identifier), enabled });
