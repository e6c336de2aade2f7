import { api } from "../../../lib/api-client.ts";

/** POST (mark) or DELETE (take back) /api/posts/:id/helpful. */
export const setPostHelpful = (postId: string, marked: boolean) =>
  api<{ markedHelpful: boolean; helpfulCount: number }>(`/api/posts/${postId}/helpful`, {
    method: marked ? "POST" : "DELETE",
  });
