import { EXPERT_LIST_CACHE_SECONDS, EXPERT_PAGE_SIZE, type ExpertList } from "@saathi/contract/experts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { expertsKeys } from "./experts-keys.ts";

export interface ExpertFilters {
  /** Names and worries, in any script ('neend', 'चिंता', 'Priya'); empty for none. */
  q?: string;
  specialisations: string[];
  languages: string[];
  sessionTypes: string[];
  favourites: boolean;
  /** Only experts who work with members under 18. */
  youngPeople?: boolean;
}

const listParams = (f: ExpertFilters, page: number) => {
  const q = new URLSearchParams({ page: String(page), pageSize: String(EXPERT_PAGE_SIZE) });
  if (f.q?.trim()) q.set("q", f.q.trim());
  if (f.specialisations.length) q.set("specialisations", f.specialisations.join(","));
  if (f.languages.length) q.set("languages", f.languages.join(","));
  if (f.sessionTypes.length) q.set("sessionTypes", f.sessionTypes.join(","));
  if (f.favourites) q.set("favourites", "true");
  if (f.youngPeople) q.set("youngPeople", "true");
  return q;
};

/** GET /api/experts: one page of the directory. */
export const getExperts = (f: ExpertFilters, page: number, signal?: AbortSignal) =>
  api<ExpertList>(`/api/experts?${listParams(f, page)}`, { signal });

/** The directory, 12 a page, kept 300 s (spec §9). */
export const expertListQueryOptions = (f: ExpertFilters) =>
  infiniteQueryOptions({
    queryKey: expertsKeys.list(f),
    queryFn: ({ pageParam, signal }) => getExperts(f, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: EXPERT_LIST_CACHE_SECONDS * 1000,
  });

export const useExperts = (f: ExpertFilters) => useInfiniteQuery(expertListQueryOptions(f));
