import {
  CIRCLE_MSG,
  circleCancelSchema,
  circleCreateSchema,
  circleEditSchema,
  circleListQuerySchema,
  circleListSchema,
  circleRescheduleSchema,
  circleSchema,
  seatBookBodySchema,
  seatBookingSchema,
  seatListSchema,
  seatSchema,
  seatVerifyBodySchema,
  waitlistEntrySchema,
} from "@saathi/contract/circles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { CirclesService } from "./circles.service.ts";

const circleParams = z.object({ circleId: z.uuid(CIRCLE_MSG.notFound) });
const occurrenceParams = z.object({ occurrenceId: z.uuid(CIRCLE_MSG.occurrenceNotFound) });
const seatParams = z.object({ seatId: z.uuid(CIRCLE_MSG.seatNotFound) });
const cancelled = z.object({ cancelled: z.literal(true), seatsCancelled: z.number().int() });
const rosterSchema = z.object({
  seats: z.array(
    z.object({ seatNumber: z.number().int(), nickname: z.string(), status: z.enum(["held", "confirmed"]) }),
  ),
});

/** Counsellor-led circles: the public listing, the host's circles and meetings, members' seats and waitlist. */
export function circlesRoutes(session: SessionReader, circles: CirclesService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["circles"];
    const me = (request: Parameters<SessionReader["require"]>[0]) => session.require(request);

    // ——— anyone, visitors included ———
    app.get(
      "/api/circles",
      {
        schema: {
          tags,
          summary: "Circles with meetings to come, by topic, language and time (visitors too)",
          querystring: circleListQuerySchema,
          response: { 200: circleListSchema },
        },
      },
      async (request) => circles.list(request.query),
    );
    app.get(
      "/api/circles/:circleId",
      {
        schema: {
          tags,
          summary: "One circle and its meetings to come",
          params: circleParams,
          response: { 200: circleSchema },
        },
      },
      async (request) => circles.one(request.params.circleId),
    );

    // ——— the host ———
    app.get(
      "/api/expert/circles",
      { schema: { tags, summary: "My circles (hosts)", response: { 200: circleListSchema } } },
      async (request) => circles.mine(await me(request)),
    );
    app.post(
      "/api/expert/circles",
      {
        schema: {
          tags,
          summary: "Host a circle: one meeting or a weekly series (listed experts)",
          body: circleCreateSchema,
          response: { 200: circleSchema },
        },
      },
      async (request) => circles.create(await me(request), request.body),
    );
    app.get(
      "/api/expert/circles/:circleId",
      { schema: { tags, summary: "One of my circles", params: circleParams, response: { 200: circleSchema } } },
      async (request) => circles.hostCircle(await me(request), request.params.circleId),
    );
    app.patch(
      "/api/expert/circles/:circleId",
      {
        schema: {
          tags,
          summary: "Change a circle's title, ground rules or seats",
          params: circleParams,
          body: circleEditSchema,
          response: { 200: circleSchema },
        },
      },
      async (request) => circles.edit(await me(request), request.params.circleId, request.body),
    );
    app.post(
      "/api/expert/circles/:circleId/cancel",
      {
        schema: {
          tags,
          summary: "Cancel a circle: every meeting to come, paid seats refunded",
          params: circleParams,
          body: circleCancelSchema,
          response: { 200: cancelled },
        },
      },
      async (request) => circles.cancelCircle(await me(request), request.params.circleId, request.body.reason),
    );
    app.post(
      "/api/expert/circles/occurrences/:occurrenceId/cancel",
      {
        schema: {
          tags,
          summary: "Cancel one meeting: paid seats refunded, everyone told",
          params: occurrenceParams,
          body: circleCancelSchema,
          response: { 200: cancelled },
        },
      },
      async (request) => circles.cancelOccurrence(await me(request), request.params.occurrenceId, request.body.reason),
    );
    app.post(
      "/api/expert/circles/occurrences/:occurrenceId/reschedule",
      {
        schema: {
          tags,
          summary: "Move one meeting; everyone with a seat is told and may cancel for a refund",
          params: occurrenceParams,
          body: circleRescheduleSchema,
          response: { 200: z.object({ moved: z.literal(true), startsAt: z.string() }) },
        },
      },
      async (request) => circles.reschedule(await me(request), request.params.occurrenceId, request.body.startsAt),
    );
    app.get(
      "/api/expert/circles/occurrences/:occurrenceId/seats",
      {
        schema: {
          tags,
          summary: "One meeting's seats: nicknames and states",
          params: occurrenceParams,
          response: { 200: rosterSchema },
        },
      },
      async (request) => circles.roster(await me(request), request.params.occurrenceId),
    );

    // ——— members ———
    app.post(
      "/api/circles/occurrences/:occurrenceId/seats",
      {
        schema: {
          tags,
          summary: "Take a seat: confirmed at once when free, else held while the checkout runs",
          params: occurrenceParams,
          body: seatBookBodySchema,
          response: { 200: seatBookingSchema },
        },
      },
      async (request) =>
        circles.book(
          await me(request),
          request.params.occurrenceId,
          request.body.nickname,
          request.body.confirmBlocked ?? false,
        ),
    );
    app.post(
      "/api/circles/occurrences/:occurrenceId/waitlist",
      {
        schema: {
          tags,
          summary: "Join a full meeting's waitlist",
          params: occurrenceParams,
          response: { 200: waitlistEntrySchema },
        },
      },
      async (request) => circles.joinWaitlist(await me(request), request.params.occurrenceId),
    );
    app.delete(
      "/api/circles/occurrences/:occurrenceId/waitlist",
      {
        schema: {
          tags,
          summary: "Leave a meeting's waitlist",
          params: occurrenceParams,
          response: { 200: z.object({ left: z.literal(true) }) },
        },
      },
      async (request) => circles.leaveWaitlist(await me(request), request.params.occurrenceId),
    );
    app.get(
      "/api/circles/seats",
      { schema: { tags, summary: "My seats", response: { 200: seatListSchema } } },
      async (request) => circles.mySeats(await me(request)),
    );
    app.get(
      "/api/circles/waitlist",
      {
        schema: {
          tags,
          summary: "The waitlists I am on",
          response: { 200: z.object({ entries: z.array(waitlistEntrySchema) }) },
        },
      },
      async (request) => circles.myWaitlist(await me(request)),
    );
    app.get(
      "/api/circles/seats/:seatId",
      { schema: { tags, summary: "One of my seats", params: seatParams, response: { 200: seatSchema } } },
      async (request) => circles.seat(await me(request), request.params.seatId),
    );
    app.post(
      "/api/circles/seats/:seatId/verify",
      {
        schema: {
          tags,
          summary: "Check the checkout's signature and confirm the seat; idempotent",
          params: seatParams,
          body: seatVerifyBodySchema,
          response: { 200: seatSchema },
        },
      },
      async (request) => circles.verify(await me(request), request.params.seatId, request.body),
    );
    app.post(
      "/api/circles/seats/:seatId/release",
      {
        schema: {
          tags,
          summary: "The checkout was closed or failed: the held seat is let go",
          params: seatParams,
          response: { 200: z.object({ released: z.boolean() }) },
        },
      },
      async (request) => circles.release(await me(request), request.params.seatId),
    );
    app.post(
      "/api/circles/seats/:seatId/cancel",
      {
        schema: {
          tags,
          summary: "Cancel my seat (until 24 hours before, or after the host moved the meeting): full refund",
          params: seatParams,
          response: { 200: seatSchema },
        },
      },
      async (request) => circles.cancelSeat(await me(request), request.params.seatId),
    );
  };
}
