import { bookingRemindersSchema, noShowHelpResponseSchema } from "@saathi/contract/reminders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { RemindersService } from "./reminders.service.ts";

const bookingParam = z.object({ bookingId: z.uuid("Booking not found") });
const idParam = z.object({ id: z.uuid("Not found") });

/** A booking's reminders and their delivery log, its calendar invite, and 'I need help'. */
export function remindersRoutes(session: SessionReader, reminders: RemindersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["bookings"];
    app.get(
      "/api/bookings/:bookingId/reminders",
      {
        schema: {
          tags,
          summary: "The session's reminders and their delivery log (its member and expert)",
          params: bookingParam,
          response: { 200: bookingRemindersSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return reminders.forParticipant((await session.require(request)).id, request.params.bookingId);
      },
    );
    app.get(
      "/api/bookings/:bookingId/calendar.ics",
      { schema: { tags, summary: "The session's calendar invite (.ics, times in UTC)", params: bookingParam } },
      async (request, reply) => {
        const ics = await reminders.invite((await session.require(request)).id, request.params.bookingId);
        return reply
          .headers({
            "content-type": "text/calendar; charset=utf-8",
            "content-disposition": 'attachment; filename="saathi-session.ics"',
            "cache-control": "private, no-store",
          })
          .send(ics);
      },
    );
    app.post(
      "/api/bookings/:bookingId/no-show/help",
      {
        schema: {
          tags,
          summary: "Nobody joined the call: the member asks for help (opens a problem report)",
          params: bookingParam,
          response: { 200: noShowHelpResponseSchema },
        },
      },
      async (request) => reminders.askForHelp((await session.require(request)).id, request.params.bookingId),
    );
  };
}

/** The console's view of a booking's reminders (admins only, refused before validation). */
export function adminRemindersRoutes(staff: StaffGuard, reminders: RemindersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (r) => staff.hook(r));
    app.get(
      "/api/admin/bookings/:id/reminders",
      {
        schema: {
          tags: ["admin"],
          summary: "A booking's reminders and their delivery log",
          params: idParam,
          response: { 200: bookingRemindersSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return reminders.forAdmin(request.params.id);
      },
    );
  };
}
