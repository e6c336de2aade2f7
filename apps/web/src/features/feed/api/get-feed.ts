import type { Post, PostPage } from "@saathi/contract/posts";
import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedKeys } from "./feed-keys.ts";

/** GET /api/feed: one page of the member's feed, by cursor. */
export const getFeed = (cursor: string, signal?: AbortSignal) =>
  api<PostPage>(`/api/feed${cursor ? `?cursor=${cursor}` : ""}`, { signal });

export const feedQueryOptions = infiniteQueryOptions({
  queryKey: feedKeys.all,
  queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
  initialPageParam: "",
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const useFeed = () => useInfiniteQuery(feedQueryOptions);

/** Applies `update` to one post wherever it is cached (feed and profile pages). */
export function updateCachedPost(queryClient: QueryClient, postId: string, update: (p: Post) => Post): void {
  for (const key of [feedKeys.all, feedKeys.profilePostsAll]) {
    queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: key }, (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((pg) => ({ ...pg, items: pg.items.map((p) => (p.id === postId ? update(p) : p)) })),
          }
        : old,
    );
  }
}
