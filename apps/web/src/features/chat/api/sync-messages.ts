import type { ChatMessage } from "@saathi/contract/chat";
import { api } from "../../../lib/api-client.ts";

/** GET /api/chat/sync?after=: what a reconnecting client missed, 200 at most. */
export const syncSince = (after: number) => api<ChatMessage[]>(`/api/chat/sync?after=${after}&limit=200`);
