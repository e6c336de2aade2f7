// Rescheduling: the member's own move, the expert's proposal, the member's answer. Registered
// inside bookingsRoutes, so the session hook there runs first (401 without a session).
import { bookingProposalSchema, rescheduleBodySchema, rescheduleResponseSchema } from "@saathi/contract/reschedule";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { errorResponseSchema } from "../../platform/http/errors.ts";
import type { BookingsService } from "./bookings.service.ts";

const bookingParam = z.object({ bookingId: z.uuid("Booking not found") });
const proposalParams = bookingParam.extend({ proposalId: z.uuid("This proposal was not found.") });

export function registerRescheduleRoutes(root: FastifyInstance, session: SessionReader, bookings: BookingsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["bookings"];
  app.post(
    "/api/bookings/:bookingId/reschedule",
    {
      schema: {
        tags,
        summary: "Move my confirmed session to another free slot of its expert (until 24 hours before)",
        params: bookingParam,
        body: rescheduleBodySchema,
        response: {
          200: rescheduleResponseSchema,
          409: errorResponseSchema.describe("NOT_UPCOMING; TOO_LATE (less than 24 hours before); SLOT_TAKEN"),
        },
      },
    },
    async (request) =>
      bookings.reschedule(await session.require(request), request.params.bookingId, request.body.startsAt),
  );
  app.post(
    "/api/bookings/:bookingId/proposals",
    {
      schema: {
        tags,
        summary: "The expert proposes a new time for a confirmed session",
        params: bookingParam,
        body: rescheduleBodySchema,
        response: { 200: bookingProposalSchema, 409: errorResponseSchema.describe("NOT_UPCOMING") },
      },
    },
    async (request) =>
      bookings.propose(await session.require(request), request.params.bookingId, request.body.startsAt),
  );
  app.post(
    "/api/bookings/:bookingId/proposals/:proposalId/accept",
    {
      schema: {
        tags,
        summary: "The member accepts the proposed time: the session moves",
        params: proposalParams,
        response: {
          200: rescheduleResponseSchema,
          409: errorResponseSchema.describe("PROPOSAL_DONE; NOT_UPCOMING; SLOT_TAKEN"),
        },
      },
    },
    async (request) =>
      bookings.acceptProposal(await session.require(request), request.params.bookingId, request.params.proposalId),
  );
  app.post(
    "/api/bookings/:bookingId/proposals/:proposalId/decline",
    {
      schema: {
        tags,
        summary: "The member declines the proposed time: nothing changes, the expert is told",
        params: proposalParams,
        response: { 200: bookingProposalSchema, 409: errorResponseSchema.describe("PROPOSAL_DONE") },
      },
    },
    async (request) =>
      bookings.declineProposal(await session.require(request), request.params.bookingId, request.params.proposalId),
  );
}
