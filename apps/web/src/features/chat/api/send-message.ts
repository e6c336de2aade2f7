import type { ChatMessage } from "@saathi/contract/chat";
import { api } from "../../../lib/api-client.ts";

/** POST /api/chat/messages: `clientId` makes a retried send a no-op. */
export const sendMessage = (receiverId: string, message: string, clientId: string) =>
  api<ChatMessage>("/api/chat/messages", { method: "POST", body: { receiverId, message, clientId } });
