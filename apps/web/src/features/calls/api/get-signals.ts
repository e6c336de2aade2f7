import type { Signal } from "@saathi/contract/calls";
import { api } from "../../../lib/api-client.ts";

/** GET /api/calls/:roomId/signals?after=: the stored signals after an id, in order. */
export const getSignals = (roomId: string, after: number) =>
  api<Signal[]>(`/api/calls/${encodeURIComponent(roomId)}/signals?after=${after}`);
