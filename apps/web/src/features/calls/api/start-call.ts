import type { StartCallResponse } from "@saathi/contract/calls";
import { api } from "../../../lib/api-client.ts";

/** POST /api/calls: rings the other person of a CONFIRMED booking. */
export const startCall = (body: { calleeId: string; bookingId: string }) =>
  api<StartCallResponse>("/api/calls", { method: "POST", body });

/** Navigation state of /call/{roomId} (spec §2 route table). */
export interface CallNavState {
  ice?: StartCallResponse["ice"];
  bookingId?: string;
  calleeId?: string;
  isCaller?: boolean;
}
