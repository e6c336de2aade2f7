import {
  type Availability,
  EXPERT_LIST_CACHE_SECONDS,
  EXPERT_PAGE_SIZE,
  type ExpertCard,
  type ExpertDetail,
  type ExpertList,
  type FeedbackPage,
} from "@saathi/contract/experts";
import { infiniteQueryOptions, queryOptions, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface ExpertFilters {
  specialisations: string[];
  languages: string[];
  sessionTypes: string[];
  favourites: boolean;
}

const listParams = (f: ExpertFilters, page: number) => {
  const q = new URLSearchParams({ page: String(page), pageSize: String(EXPERT_PAGE_SIZE) });
  if (f.specialisations.length) q.set("specialisations", f.specialisations.join(","));
  if (f.languages.length) q.set("languages", f.languages.join(","));
  if (f.sessionTypes.length) q.set("sessionTypes", f.sessionTypes.join(","));
  if (f.favourites) q.set("favourites", "true");
  return q;
};

/** The directory, 12 a page, kept 300 s (spec §9). */
export const expertListQueryOptions = (f: ExpertFilters) =>
  infiniteQueryOptions({
    queryKey: ["experts", "list", f],
    queryFn: ({ pageParam, signal }) => api<ExpertList>(`/api/experts?${listParams(f, pageParam)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: EXPERT_LIST_CACHE_SECONDS * 1000,
  });

export const previouslyConsultedQueryOptions = queryOptions({
  queryKey: ["experts", "previously-consulted"],
  queryFn: ({ signal }) => api<ExpertCard[]>("/api/experts/previously-consulted", { signal }),
  staleTime: EXPERT_LIST_CACHE_SECONDS * 1000,
});

export const expertDetailQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ["experts", "detail", handle],
    queryFn: ({ signal }) => api<ExpertDetail>(`/api/experts/${encodeURIComponent(handle)}`, { signal }),
    enabled: Boolean(handle),
  });

export const availabilityQueryOptions = (expertId: string) =>
  queryOptions({
    queryKey: ["experts", "availability", expertId],
    queryFn: ({ signal }) => api<Availability>(`/api/experts/${expertId}/availability?days=14`, { signal }),
    enabled: Boolean(expertId),
    staleTime: 30_000,
  });

export const feedbacksQueryOptions = (expertId: string) =>
  infiniteQueryOptions({
    queryKey: ["experts", "feedbacks", expertId],
    queryFn: ({ pageParam, signal }) =>
      api<FeedbackPage>(`/api/experts/${expertId}/feedbacks?page=${pageParam}&pageSize=5`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });

export const setFavourite = (expertId: string, on: boolean) =>
  api<{ isFavourite: boolean }>(`/api/experts/${expertId}/favourite`, { method: on ? "PUT" : "DELETE" });

/** Refreshes everything that shows free times (after a booking attempt, whatever its outcome). */
export function useRefreshAvailability() {
  const qc = useQueryClient();
  return (expertId: string) => {
    void qc.invalidateQueries({ queryKey: ["experts", "availability", expertId] });
    void qc.invalidateQueries({ queryKey: ["experts", "list"] });
    void qc.invalidateQueries({ queryKey: ["bookings"] });
  };
}
