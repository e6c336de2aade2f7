import type { Circle } from "@saathi/contract/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** GET /api/circles/:circleId: one circle and its meetings to come (visitors too). */
export const getCircle = (circleId: string, signal?: AbortSignal) =>
  api<Circle>(`/api/circles/${encodeURIComponent(circleId)}`, { signal });

export const circleQueryOptions = (circleId: string) =>
  queryOptions({ queryKey: circlesKeys.one(circleId), queryFn: ({ signal }) => getCircle(circleId, signal) });

export const useCircle = (circleId: string) => useQuery(circleQueryOptions(circleId));
