import { api } from "../../../lib/api-client.ts";

/** POST /api/calls/:roomId/reject (callee only, while it rings). */
export const rejectCall = (roomId: string) =>
  api<{ status: string }>(`/api/calls/${encodeURIComponent(roomId)}/reject`, { method: "POST" });
