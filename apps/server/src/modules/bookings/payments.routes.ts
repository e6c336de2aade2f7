// The gateway's side: Razorpay-style webhooks (raw-body HMAC, each event id applied once) and the
// sandbox checkout's stand-in for Razorpay's servers.
import { sandboxPayResponseSchema } from "@saathi/contract/bookings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { PaymentEventsService } from "./payment-events.service.ts";
import type { SandboxCheckoutService } from "./sandbox-checkout.service.ts";

export function paymentsRoutes(deps: {
  session: SessionReader;
  events: PaymentEventsService;
  /** The sandbox's 'Pay' and 'Fail payment'; null with Razorpay. */
  checkout: SandboxCheckoutService | null;
}): FastifyPluginAsyncZod {
  const { session, events, checkout } = deps;
  return async (app) => {
    // Webhook signatures cover the exact bytes sent: keep the raw body (this plugin's scope only).
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

    app.post(
      "/api/payments/webhook",
      { schema: { tags: ["payments"], summary: "Payment gateway webhook (Razorpay format)", hide: false } },
      async (request, reply) => {
        const status = await events.receive(
          request.body,
          request.headers["x-razorpay-signature"],
          request.headers["x-razorpay-event-id"],
        );
        return reply.send({ status });
      },
    );

    if (!checkout) return;
    const orderParam = z.object({ orderId: z.string().min(1).max(100) });
    app.post(
      "/api/payments/sandbox/:orderId/pay",
      {
        schema: {
          tags: ["payments"],
          summary: "Sandbox checkout 'Pay': a captured payment and its signature",
          params: orderParam,
          response: { 200: sandboxPayResponseSchema },
        },
      },
      async (request) => checkout.pay((await session.require(request)).id, request.params.orderId),
    );
    app.post(
      "/api/payments/sandbox/:orderId/fail",
      {
        schema: {
          tags: ["payments"],
          summary: "Sandbox checkout 'Fail payment'",
          params: orderParam,
          response: { 200: z.object({ failed: z.literal(true) }) },
        },
      },
      async (request) => checkout.fail((await session.require(request)).id, request.params.orderId),
    );
  };
}
