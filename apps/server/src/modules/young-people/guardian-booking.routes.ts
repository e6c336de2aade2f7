import { sandboxPayResponseSchema } from "@saathi/contract/bookings";
import {
  guardianBookingConsentSchema,
  guardianBookingPageSchema,
  guardianBookingResultSchema,
  guardianBookingTokenSchema,
  guardianCheckoutSchema,
  guardianVerifySchema,
  teenBookingStatusSchema,
} from "@saathi/contract/guardian-booking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { GuardianBookingService } from "./guardian-booking.service.ts";

/** The guardian's booking page (reached by the link's secret alone) and the teen's view of it. */
export function guardianBookingRoutes(session: SessionReader, guardian: GuardianBookingService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["young-people"];
    const params = guardianBookingTokenSchema;
    const noStore = { "cache-control": "private, no-store", "referrer-policy": "no-referrer" };
    app.get(
      "/api/guardian-booking/:token",
      {
        schema: {
          tags,
          summary: "A guardian's booking link: the session to consent to and pay for",
          params,
          response: { 200: guardianBookingPageSchema },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return guardian.page(request.params.token);
      },
    );
    app.post(
      "/api/guardian-booking/:token/consent",
      {
        schema: {
          tags,
          summary: "The guardian consents (present or informed) and opens the payment",
          params,
          body: guardianBookingConsentSchema,
          response: { 200: guardianCheckoutSchema },
        },
      },
      async (request) => guardian.consent(request.params.token, request.body.attendance),
    );
    app.post(
      "/api/guardian-booking/:token/sandbox/pay",
      {
        schema: {
          tags,
          summary: "Sandbox checkout 'Pay' for this link's booking",
          params,
          response: { 200: sandboxPayResponseSchema },
        },
      },
      async (request) => guardian.sandboxPay(request.params.token),
    );
    app.post(
      "/api/guardian-booking/:token/sandbox/fail",
      {
        schema: {
          tags,
          summary: "Sandbox checkout 'Fail payment' for this link's booking",
          params,
          response: { 200: z.object({ failed: z.literal(true) }) },
        },
      },
      async (request) => guardian.sandboxFail(request.params.token),
    );
    app.post(
      "/api/guardian-booking/:token/verify",
      {
        schema: {
          tags,
          summary: "The guardian's payment: checked and settled like every booking's",
          params,
          body: guardianVerifySchema,
          response: { 200: guardianBookingResultSchema },
        },
      },
      async (request) => guardian.verify(request.params.token, request.body),
    );
    app.post(
      "/api/guardian-booking/:token/decline",
      {
        schema: {
          tags,
          summary: "The guardian declines the session",
          params,
          response: { 200: guardianBookingResultSchema },
        },
      },
      async (request) => guardian.decline(request.params.token),
    );
    app.get(
      "/api/young-people/bookings",
      {
        schema: {
          tags,
          summary: "My sessions waiting for my guardian",
          response: { 200: z.object({ items: z.array(teenBookingStatusSchema) }) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return guardian.teenWaiting((await session.require(request)).id);
      },
    );
    app.get(
      "/api/young-people/bookings/:bookingId",
      {
        schema: {
          tags,
          summary: "My session waiting for my guardian: where it stands",
          params: z.object({ bookingId: z.uuid() }),
          response: { 200: teenBookingStatusSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return guardian.teenStatus((await session.require(request)).id, request.params.bookingId);
      },
    );
  };
}
