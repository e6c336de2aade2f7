import type { MediaState } from "@saathi/contract/media";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/**
 * GET /api/ready: its `media` says whether live circle rooms can run. A node that is not ready (503)
 * says nothing about the media server: the screens then show no sentence rather than a wrong one.
 */
export const getMediaState = (signal?: AbortSignal) => api<{ media?: MediaState }>("/api/ready", { signal });

export const mediaStateQueryOptions = () =>
  queryOptions({
    queryKey: circlesKeys.media(),
    queryFn: async ({ signal }) => (await getMediaState(signal)).media ?? null,
    staleTime: 60_000,
    retry: false,
  });

export const useMediaState = (enabled = true) => useQuery({ ...mediaStateQueryOptions(), enabled });
