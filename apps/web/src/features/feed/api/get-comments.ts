import type { Comment } from "@saathi/contract/comments";
import { COMMENT_PAGE_SIZE } from "@saathi/contract/constants";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedKeys } from "./feed-keys.ts";

/** GET /api/posts/:id/comments: one page of top-level comments. */
export const getComments = (postId: string, page: number, signal?: AbortSignal) =>
  api<Comment[]>(`/api/posts/${postId}/comments?page=${page}`, { signal });

/** Top-level comments, 10 a page; more exist while a page comes back full. */
export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length >= COMMENT_PAGE_SIZE ? pages.length + 1 : undefined),
  });

export const useComments = (postId: string) => useInfiniteQuery(commentsQueryOptions(postId));
