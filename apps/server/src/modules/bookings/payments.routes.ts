// The gateway's side: Razorpay-style webhooks (raw-body HMAC, each event id applied once) and the
// sandbox checkout's stand-in for Razorpay's servers.
import { sandboxPayResponseSchema } from "@saathi/contract/bookings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { hmacMatches } from "../../platform/payments/gateway.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import type { BookingsRepository } from "./bookings.repository.ts";
import type { BookingsService } from "./bookings.service.ts";
import { createPaymentEventsService } from "./payment-events.service.ts";

const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            status: z.string().optional(),
          }),
        })
        .optional(),
    })
    .passthrough(),
});

export function paymentsRoutes(deps: {
  session: SessionReader;
  payments: Payments;
  bookings: BookingsService;
  repo: BookingsRepository;
  courses: CoursesService;
}): FastifyPluginAsyncZod {
  const { session, payments, bookings, repo, courses } = deps;
  const events = createPaymentEventsService({ repo, bookings, courses, provider: payments.gateway.provider });
  return async (app) => {
    // Webhook signatures cover the exact bytes sent: keep the raw body (this plugin's scope only).
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

    app.post(
      "/api/payments/webhook",
      { schema: { tags: ["payments"], summary: "Payment gateway webhook (Razorpay format)", hide: false } },
      async (request, reply) => {
        const raw = request.body as Buffer;
        const signature = request.headers["x-razorpay-signature"];
        const eventId = request.headers["x-razorpay-event-id"];
        if (!payments.gateway.webhookSecret)
          throw new AppError(503, "WEBHOOK_NOT_CONFIGURED", "Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET).");
        if (
          !Buffer.isBuffer(raw) ||
          typeof signature !== "string" ||
          !hmacMatches(payments.gateway.webhookSecret, raw, signature)
        )
          throw new AppError(401, "BAD_SIGNATURE", "Webhook signature does not match");
        let parsed: z.infer<typeof webhookSchema>;
        try {
          parsed = webhookSchema.parse(JSON.parse(raw.toString("utf8")));
        } catch {
          throw new AppError(400, "BAD_WEBHOOK", "Webhook body is not a payment event");
        }
        if (typeof eventId !== "string" || !eventId)
          throw new AppError(400, "NO_EVENT_ID", "x-razorpay-event-id is required");
        const entity = parsed.payload.payment?.entity;
        const status = await events.apply({
          id: eventId,
          type: parsed.event,
          ...(entity ? { payment: { id: entity.id, orderId: entity.order_id ?? null } } : {}),
        });
        return reply.send({ status });
      },
    );

    const sandbox = payments.sandbox;
    if (!sandbox) return;
    const orderParam = z.object({ orderId: z.string().min(1).max(100) });
    /** The asking member's order (a booking's or a course purchase's) and its amount. */
    const ownOrder = async (userId: string, orderId: string): Promise<{ amount: number }> => {
      const found = await repo.findByOrder(orderId);
      const owner = found
        ? { userId: found.booking.clientId, amount: found.payment?.amount ?? 0 }
        : await courses.orderOwner(orderId);
      if (!owner || owner.userId !== userId) throw new AppError(404, "ORDER_NOT_FOUND", "Order not found");
      return owner;
    };
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
      async (request) => {
        const me = await session.require(request);
        const { amount } = await ownOrder(me.id, request.params.orderId);
        const paid = await sandbox.pay(request.params.orderId, amount);
        return {
          razorpay_order_id: request.params.orderId,
          razorpay_payment_id: paid.paymentId,
          razorpay_signature: paid.signature,
        };
      },
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
      async (request) => {
        const me = await session.require(request);
        const { amount } = await ownOrder(me.id, request.params.orderId);
        await sandbox.fail(request.params.orderId, amount);
        return { failed: true as const };
      },
    );
  };
}
