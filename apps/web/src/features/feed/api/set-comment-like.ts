import { api } from "../../../lib/api-client.ts";

/** POST (like) or DELETE (unlike) /api/comments/:id/like */
export const setCommentLike = (commentId: string, liked: boolean) =>
  api<{ liked: boolean; likeCount: number }>(`/api/comments/${commentId}/like`, { method: liked ? "POST" : "DELETE" });
