import type { CallRoom } from "@saathi/contract/calls";
import { api } from "../../../lib/api-client.ts";

/** GET /api/calls/:roomId */
export const getCall = (roomId: string) => api<CallRoom>(`/api/calls/${encodeURIComponent(roomId)}`);
