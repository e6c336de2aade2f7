import type { IncomingCall } from "@saathi/contract/calls";
import { api } from "../../../lib/api-client.ts";

/** GET /api/calls/incoming: the call ringing for me now, if any. */
export const getIncomingCall = () => api<{ call: IncomingCall | null }>("/api/calls/incoming");
