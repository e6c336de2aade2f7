import type { MeResponse } from "@saathi/contract/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { readSavedCopy } from "../../offline/page-copies.ts";
import { queryClient } from "../../query-client.ts";
import { sessionAfterFailedRead } from "../../session/session-rule.ts";
import { sessionKeys } from "./session-keys.ts";

export const meQueryKey = sessionKeys.me();

/**
 * GET /api/me. A failed read is not a sign-out (session-rule.ts): it keeps the last known session, or
 * the one saved on this device for offline use; it fails only when nothing is known.
 */
export async function readMe(signal?: AbortSignal): Promise<MeResponse> {
  try {
    return await api<MeResponse>("/api/me", { signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    const lastKnown = queryClient.getQueryData<MeResponse>(meQueryKey);
    const kept = sessionAfterFailedRead(
      error,
      lastKnown,
      lastKnown ? null : await readSavedCopy<MeResponse>("/api/me"),
    );
    if (kept) return kept;
    throw error;
  }
}

/** Who is signed in (nulls for a visitor). */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => readMe(signal),
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQueryOptions);

/**
 * Whether the signed-in member is under 18, from the session already read (never a request of its
 * own: the crisis card asks it wherever it shows, visitors included).
 */
export const useIsMinor = () => useQuery({ ...meQueryOptions, enabled: false }).data?.profile?.ageBand === "13-17";

/**
 * Whether the signed-in member still owes their age (a first Google or Microsoft sign-in gave none): the
 * app asks it once, before the feed. Read from the session already loaded.
 */
export const useAgeNeeded = () => useQuery({ ...meQueryOptions, enabled: false }).data?.profile?.ageNeeded === true;
