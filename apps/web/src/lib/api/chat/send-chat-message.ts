import type { ChatMessage } from "@saathi/contract/chat";
import { api } from "../../api-client.ts";

/**
 * POST /api/chat/messages. Chat sends only through the offline outbox (queued, then sent with the
 * message's own client id, so a retried send is stored once), which is why the fetcher is shared.
 */
export const sendChatMessage = (body: { receiverId: string; message: string; clientId: string }) =>
  api<ChatMessage>("/api/chat/messages", { method: "POST", body });
