import { api } from "../../../lib/api-client.ts";

/** POST /api/chat/conversations/:partnerId/read: a `read` receipt goes to the sender. */
export const markConversationRead = (partnerId: string) =>
  api<{ upToSeq: number | null }>(`/api/chat/conversations/${partnerId}/read`, { method: "POST" });
