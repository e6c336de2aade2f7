import {
  cancelBookingBodySchema,
  cancelBookingResponseSchema,
  createBookingBodySchema,
  createBookingResponseSchema,
  expertBookingCountsSchema,
  expertBookingsQuerySchema,
  expertBookingsSchema,
  memberBookingsSchema,
  memberPaymentsSchema,
  releaseBodySchema,
  reviewBodySchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from "@saathi/contract/bookings";
import { feedbackSchema } from "@saathi/contract/experts";
import { packageBookBodySchema, packageBookedSchema } from "@saathi/contract/packages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { errorResponseSchema } from "../../platform/http/errors.ts";
import type { BookingsService } from "./bookings.service.ts";
import { registerRescheduleRoutes } from "./reschedule.routes.ts";

const bookingParam = z.object({ bookingId: z.uuid("Booking not found") });
const idempotencyHeaders = z.object({
  "idempotency-key": z.string().min(8).max(100).optional(),
});

/** A member's bookings and an expert's; every handler checks who is asking first. */
export function bookingsRoutes(session: SessionReader, bookings: BookingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["bookings"];
    registerRescheduleRoutes(app, session, bookings);
    app.post(
      "/api/bookings",
      {
        schema: {
          tags,
          summary: "Hold a slot for 10 minutes and open a payment order (createBooking)",
          headers: idempotencyHeaders,
          body: createBookingBodySchema,
          response: {
            200: createBookingResponseSchema,
            409: errorResponseSchema.describe(
              "IDEMPOTENCY_KEY_REUSED; SLOT_TAKEN; TOO_MANY_HOLDS; DELETION_PENDING; GUARDIAN_TOO_SOON",
            ),
          },
        },
      },
      async (request) =>
        bookings.create(await session.require(request), request.body, request.headers["idempotency-key"] ?? null),
    );
    app.post(
      "/api/bookings/package",
      {
        schema: {
          tags,
          summary: "Book a slot with a package credit: confirmed at once, no payment step",
          body: packageBookBodySchema,
          response: {
            200: packageBookedSchema,
            409: errorResponseSchema.describe("SLOT_TAKEN; NO_CREDITS; NOT_PAID; DELETION_PENDING"),
          },
        },
      },
      async (request) => bookings.bookWithCredit(await session.require(request), request.body),
    );
    app.post(
      "/api/bookings/:bookingId/verify",
      {
        schema: {
          tags,
          summary: "Check the checkout's signature and confirm (verifyPayment); idempotent",
          params: bookingParam,
          body: verifyPaymentBodySchema,
          response: {
            200: verifyPaymentResponseSchema,
            409: errorResponseSchema.describe("Not booked: HOLD_EXPIRED, HOLD_RELEASED or BOOKING_CANCELLED"),
          },
        },
      },
      async (request) => bookings.verify(await session.require(request), request.params.bookingId, request.body),
    );
    app.post(
      "/api/bookings/:bookingId/release",
      {
        schema: {
          tags,
          summary: "The checkout was cancelled or failed: free the slot",
          params: bookingParam,
          body: releaseBodySchema,
          response: { 200: z.object({ released: z.boolean() }) },
        },
      },
      async (request) =>
        bookings.release(await session.require(request), request.params.bookingId, request.body.reason),
    );
    app.post(
      "/api/bookings/:bookingId/cancel",
      {
        schema: {
          tags,
          summary: "Cancel an upcoming session with a full refund (member or its expert)",
          params: bookingParam,
          body: cancelBookingBodySchema,
          response: {
            200: cancelBookingResponseSchema,
            409: errorResponseSchema.describe("CANNOT_CANCEL: not an upcoming session any more"),
          },
        },
      },
      async (request) => bookings.cancel(await session.require(request), request.params.bookingId, request.body.reason),
    );
    app.post(
      "/api/bookings/:bookingId/review",
      {
        schema: {
          tags,
          summary: "Rate a finished session once",
          params: bookingParam,
          body: reviewBodySchema,
          response: {
            200: feedbackSchema.omit({ user: true }),
            409: errorResponseSchema.describe("ALREADY_REVIEWED"),
          },
        },
      },
      async (request) =>
        bookings.review(
          await session.require(request),
          request.params.bookingId,
          request.body.rating,
          request.body.feedback,
        ),
    );
    app.get(
      "/api/bookings",
      {
        schema: {
          tags,
          summary: "My sessions as a member: upcoming, completed and cancelled (get_booking_history)",
          response: { 200: memberBookingsSchema },
        },
      },
      async (request) => bookings.memberBookings((await session.require(request)).id),
    );
    app.get(
      "/api/bookings/payments",
      {
        schema: {
          tags,
          summary: "My payments history: session payments and their refunds, with where each refund stands",
          response: { 200: memberPaymentsSchema },
        },
      },
      async (request) => bookings.memberPayments((await session.require(request)).id),
    );
    app.get(
      "/api/expert/bookings",
      {
        schema: {
          tags,
          summary: "My sessions as an expert, by tab",
          querystring: expertBookingsQuerySchema,
          response: { 200: expertBookingsSchema },
        },
      },
      async (request) =>
        bookings.expertBookings(
          await session.require(request),
          request.query.tab,
          request.query.limit,
          request.query.offset,
        ),
    );
    app.get(
      "/api/expert/bookings/counts",
      { schema: { tags, summary: "Counts for the expert's tabs", response: { 200: expertBookingCountsSchema } } },
      async (request) => bookings.expertCounts(await session.require(request)),
    );
  };
}
