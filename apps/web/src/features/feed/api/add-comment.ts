import type { Comment } from "@saathi/contract/comments";
import { api } from "../../../lib/api-client.ts";

/** POST /api/posts/:id/comments (a reply when parentCommentId is given). */
export const addComment = (postId: string, content: string, parentCommentId?: string) =>
  api<Comment>(`/api/posts/${postId}/comments`, {
    method: "POST",
    body: { content, parentCommentId: parentCommentId ?? null },
  });
