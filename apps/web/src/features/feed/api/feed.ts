import type { Post, PostPage } from "@saathi/contract/posts";
import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const feedQueryOptions = infiniteQueryOptions({
  queryKey: ["feed"],
  queryFn: ({ pageParam, signal }) => api<PostPage>(`/api/feed${pageParam ? `?cursor=${pageParam}` : ""}`, { signal }),
  initialPageParam: "",
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const useFeed = () => useInfiniteQuery(feedQueryOptions);

/** A member's posts on their profile (20 a page). */
export const profilePostsQueryOptions = (identifier: string) =>
  infiniteQueryOptions({
    queryKey: ["profile-posts", identifier],
    queryFn: ({ pageParam, signal }) =>
      api<PostPage>(`/api/profiles/${encodeURIComponent(identifier)}/posts${pageParam ? `?cursor=${pageParam}` : ""}`, {
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Applies `update` to one post wherever it is cached (feed and profile pages). */
export function updateCachedPost(queryClient: QueryClient, postId: string, update: (p: Post) => Post): void {
  for (const key of [["feed"], ["profile-posts"]]) {
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

export const createPost = (content: string, images: File[]) => {
  const form = new FormData();
  form.append("content", content);
  for (const f of images) form.append("images", f);
  return api<Post>("/api/posts", { method: "POST", body: form });
};

export const setPostLike = (postId: string, liked: boolean) =>
  api<{ liked: boolean; likeCount: number }>(`/api/posts/${postId}/like`, { method: liked ? "POST" : "DELETE" });
