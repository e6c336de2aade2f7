import type { Comment } from "@saathi/contract/comments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedKeys } from "./feed-keys.ts";

/** GET /api/comments/:id/replies */
export const getReplies = (commentId: string, signal?: AbortSignal) =>
  api<Comment[]>(`/api/comments/${commentId}/replies`, { signal });

export const repliesQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: feedKeys.replies(commentId),
    queryFn: ({ signal }) => getReplies(commentId, signal),
  });

export const useReplies = (commentId: string, enabled: boolean) =>
  useQuery({ ...repliesQueryOptions(commentId), enabled });
