import type { CallRoom } from "@saathi/contract/calls";
import { api } from "../../../lib/api-client.ts";

/** POST /api/calls/:roomId/accept (callee only, while it rings). */
export const acceptCall = (roomId: string) =>
  api<CallRoom>(`/api/calls/${encodeURIComponent(roomId)}/accept`, { method: "POST" });
