// Chat over the open socket: `chat.send` is POST /api/chat/messages without the HTTP request around it.
// The same body schema, the same service call (so every rule of a send: the crisis check, blocks,
// buddies-only, new-account limits, young people, idempotent client ids, order) and the same 200 body.
import { chatMessageSchema, sendMessageBodySchema } from "@saathi/contract/chat";
import { SOCKET_REQUESTS } from "@saathi/contract/realtime";
import type { RealtimeHub } from "../../platform/realtime/hub.ts";
import type { ChatService } from "./chat.service.ts";

/** Registers the chat's socket requests; returns what unregisters them (the module's close). */
export function registerChatSocketRequests(realtime: Pick<RealtimeHub, "handleRequest">, chat: ChatService) {
  return realtime.handleRequest(SOCKET_REQUESTS.chatSend, {
    body: sendMessageBodySchema,
    answer: chatMessageSchema,
    // A member's messages to one person are stored in the order their socket sent them.
    orderKey: (body) => body.receiverId,
    run: (me, body) => chat.send(me.userId, body.receiverId, body.message, body.clientId, me.sessionId ?? undefined),
  });
}
