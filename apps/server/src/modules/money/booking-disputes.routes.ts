import {
  bookingDisputeSchema,
  createDisputeBodySchema,
  disputeReplyBodySchema,
} from "@saathi/contract/booking-disputes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { DisputesService } from "./disputes.service.ts";

const bookingParam = z.object({ bookingId: z.uuid("Booking not found") });

/** 'Report a problem' (the booking's member) and the one answer (its expert); 404 for anyone else. */
export function bookingDisputesRoutes(session: SessionReader, disputes: DisputesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["bookings"];
    app.post(
      "/api/bookings/:bookingId/dispute",
      {
        schema: {
          tags,
          summary: "Report a problem with a finished session (within 7 days; once)",
          params: bookingParam,
          body: createDisputeBodySchema,
          response: { 200: bookingDisputeSchema },
        },
      },
      async (request) => disputes.report((await session.require(request)).id, request.params.bookingId, request.body),
    );
    app.get(
      "/api/bookings/:bookingId/dispute",
      {
        schema: {
          tags,
          summary: "The problem reported on a session (its member and expert)",
          params: bookingParam,
          response: { 200: bookingDisputeSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return disputes.forBooking((await session.require(request)).id, request.params.bookingId);
      },
    );
    app.post(
      "/api/bookings/:bookingId/dispute/reply",
      {
        schema: {
          tags,
          summary: "The expert answers a reported problem (once)",
          params: bookingParam,
          body: disputeReplyBodySchema,
          response: { 200: bookingDisputeSchema },
        },
      },
      async (request) =>
        disputes.reply((await session.require(request)).id, request.params.bookingId, request.body.message),
    );
  };
}
