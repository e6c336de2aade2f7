import {
  chatMessageSchema,
  conversationSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
} from "@saathi/contract/chat";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { ChatService } from "./chat.service.ts";

const partnerParam = z.object({ partnerId: z.uuid("Invalid member id") });

/** Buddy chat: only ever the signed-in member's own conversations. */
export function chatRoutes(session: SessionReader, chat: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/chat/conversations",
      {
        schema: {
          tags: ["chat"],
          summary: "My conversations, newest first",
          response: { 200: z.array(conversationSchema) },
        },
      },
      async (request) => chat.conversations((await session.require(request)).id),
    );
    app.get(
      "/api/chat/messages/:partnerId",
      {
        schema: {
          tags: ["chat"],
          summary: "Messages with one member, oldest first (newest 50, or after/before a seq)",
          params: partnerParam,
          querystring: messagesQuerySchema,
          response: { 200: z.array(chatMessageSchema) },
        },
      },
      async (request) => chat.history((await session.require(request)).id, request.params.partnerId, request.query),
    );
    app.get(
      "/api/chat/sync",
      {
        schema: {
          tags: ["chat"],
          summary: "Everything to or from me after a seq, oldest first (catch-up after reconnecting)",
          querystring: messagesQuerySchema.extend({ after: z.coerce.number().int().min(0) }),
          response: { 200: z.array(chatMessageSchema) },
        },
      },
      async (request) => chat.sync((await session.require(request)).id, request.query.after, request.query.limit),
    );
    app.post(
      "/api/chat/messages",
      {
        schema: {
          tags: ["chat"],
          summary: "Send a message (stored before it is acknowledged)",
          body: sendMessageBodySchema,
          response: { 200: chatMessageSchema },
        },
      },
      async (request) => {
        const me = await session.require(request);
        return chat.send(me.id, request.body.receiverId, request.body.message, request.body.clientId, me.sessionId);
      },
    );
    app.post(
      "/api/chat/conversations/:partnerId/read",
      {
        schema: {
          tags: ["chat"],
          summary: "Mark a conversation read",
          params: partnerParam,
          response: { 200: z.object({ upToSeq: z.number().int().nullable() }) },
        },
      },
      async (request) => chat.markRead((await session.require(request)).id, request.params.partnerId),
    );
    app.post(
      "/api/chat/delivered",
      {
        schema: {
          tags: ["chat"],
          summary: "Messages to me up to a seq have reached this device",
          body: z.object({ upToSeq: z.number().int().min(1) }),
          response: { 200: z.object({ changed: z.number().int() }) },
        },
      },
      async (request) => chat.markDelivered((await session.require(request)).id, request.body.upToSeq),
    );
  };
}
