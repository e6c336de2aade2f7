import { api } from "../../../lib/api-client.ts";

/** POST /api/chat/delivered: a `delivered` receipt for everything up to this seq. */
export const markDelivered = (upToSeq: number) => api("/api/chat/delivered", { method: "POST", body: { upToSeq } });
