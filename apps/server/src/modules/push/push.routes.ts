import {
  pushKeySchema,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribedSchema,
  pushUnsubscribeSchema,
} from "@saathi/contract/push";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { PushService } from "./push.service.ts";

/** Web Push: the server's public key, and a member's own browser subscriptions. */
export function pushRoutes(session: SessionReader, push: PushService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["push"];
    // Members only, checked before the body is even parsed (a visitor gets 401 whatever they send).
    const onRequest = session.requireHook.bind(session);
    app.get(
      "/api/push/key",
      { schema: { tags, summary: "The key browsers subscribe with (VAPID)", response: { 200: pushKeySchema } } },
      async () => push.key(),
    );
    app.post(
      "/api/push/subscriptions",
      {
        onRequest,
        schema: {
          tags,
          summary: "Get notifications in this browser",
          body: pushSubscriptionSchema,
          response: { 201: pushSubscribedSchema },
        },
      },
      async (request, reply) => {
        const answer = await push.subscribe((await session.require(request)).id, request.body);
        return reply.code(201).send(answer);
      },
    );
    app.delete(
      "/api/push/subscriptions",
      {
        onRequest,
        schema: {
          tags,
          summary: "Stop notifications in this browser",
          body: pushUnsubscribeSchema,
          response: { 200: pushUnsubscribedSchema },
        },
      },
      async (request) => push.unsubscribe((await session.require(request)).id, request.body.endpoint),
    );
  };
}
