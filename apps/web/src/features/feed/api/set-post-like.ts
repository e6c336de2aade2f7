import { api } from "../../../lib/api-client.ts";

/** POST (like) or DELETE (unlike) /api/posts/:id/like */
export const setPostLike = (postId: string, liked: boolean) =>
  api<{ liked: boolean; likeCount: number }>(`/api/posts/${postId}/like`, { method: liked ? "POST" : "DELETE" });
