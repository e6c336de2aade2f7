import { api } from "../../../lib/api-client.ts";

/** POST /api/calls/:roomId/join: registers this call screen's connection id. */
export const joinCall = (roomId: string, peer: string) =>
  api<{ status: string }>(`/api/calls/${encodeURIComponent(roomId)}/join`, { method: "POST", body: { peer } });
