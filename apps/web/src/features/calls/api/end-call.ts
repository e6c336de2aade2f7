import { api } from "../../../lib/api-client.ts";

/** POST /api/calls/:roomId/end (either person; idempotent). */
export const endCall = (roomId: string) =>
  api<{ status: string }>(`/api/calls/${encodeURIComponent(roomId)}/end`, { method: "POST" });
