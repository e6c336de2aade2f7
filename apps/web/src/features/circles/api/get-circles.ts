import type { Circle } from "@saathi/contract/circles";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { type CircleFilters, circlesKeys } from "./circles-keys.ts";

/** The query string of the listing (only the filters set). */
export function circleListQuery(f: CircleFilters): string {
  const q = new URLSearchParams();
  for (const k of ["topic", "language", "from", "to"] as const) {
    const v = f[k];
    if (v) q.set(k, v);
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** GET /api/circles?topic=&language=&from=&to= (visitors too): circles with meetings to come. */
export const getCircles = (f: CircleFilters, signal?: AbortSignal) =>
  api<{ circles: Circle[] }>(`/api/circles${circleListQuery(f)}`, { signal });

export const circlesQueryOptions = (f: CircleFilters = {}) =>
  queryOptions({
    queryKey: circlesKeys.list(f),
    queryFn: ({ signal }) => getCircles(f, signal),
    placeholderData: keepPreviousData,
  });

export const useCircles = (f: CircleFilters = {}, enabled = true) => useQuery({ ...circlesQueryOptions(f), enabled });
