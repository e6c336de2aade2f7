import type { Comment } from "@saathi/contract/comments";
import { COMMENT_PAGE_SIZE } from "@saathi/contract/constants";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Top-level comments, 10 a page; more exist while a page comes back full. */
export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: ["comments", postId],
    queryFn: ({ pageParam, signal }) => api<Comment[]>(`/api/posts/${postId}/comments?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length >= COMMENT_PAGE_SIZE ? pages.length + 1 : undefined),
  });

export const repliesQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: ["replies", commentId],
    queryFn: ({ signal }) => api<Comment[]>(`/api/comments/${commentId}/replies`, { signal }),
  });

export const addComment = (postId: string, content: string, parentCommentId?: string) =>
  api<Comment>(`/api/posts/${postId}/comments`, {
    method: "POST",
    body: { content, parentCommentId: parentCommentId ?? null },
  });

export const setCommentLike = (commentId: string, liked: boolean) =>
  api<{ liked: boolean; likeCount: number }>(`/api/comments/${commentId}/like`, { method: liked ? "POST" : "DELETE" });
