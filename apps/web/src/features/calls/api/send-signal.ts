import type { SendSignalBody } from "@saathi/contract/calls";
import { api } from "../../../lib/api-client.ts";

/** POST /api/calls/:roomId/signals: stores one signal for the other side. */
export const sendSignal = (roomId: string, body: SendSignalBody) =>
  api<{ id: number }>(`/api/calls/${encodeURIComponent(roomId)}/signals`, { method: "POST", body });
