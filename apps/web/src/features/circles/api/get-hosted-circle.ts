import type { Circle } from "@saathi/contract/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** GET /api/expert/circles/:circleId: one of the host's circles. */
export const getHostedCircle = (circleId: string, signal?: AbortSignal) =>
  api<Circle>(`/api/expert/circles/${encodeURIComponent(circleId)}`, { signal });

export const hostedCircleQueryOptions = (circleId: string) =>
  queryOptions({
    queryKey: circlesKeys.hostedOne(circleId),
    queryFn: ({ signal }) => getHostedCircle(circleId, signal),
  });

export const useHostedCircle = (circleId: string) => useQuery(hostedCircleQueryOptions(circleId));
