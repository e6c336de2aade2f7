import type { StartCallResponse } from "@saathi/contract/calls";
import { api } from "../../api-client.ts";

/** POST /api/calls: start-call for a booking. Here, not in features/calls, because bookings start calls. */
export const startCall = (body: { calleeId: string; bookingId: string }) =>
  api<StartCallResponse>("/api/calls", { method: "POST", body });
