import {
  adminDailyWellnessListSchema,
  DAILY_WELLNESS_MSG,
  dailyWellnessArchiveQuerySchema,
  dailyWellnessArchiveSchema,
  dailyWellnessInputSchema,
  dailyWellnessPieceSchema,
  dailyWellnessTodaySchema,
} from "@saathi/contract/daily-wellness";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { DailyWellnessService } from "./daily-wellness.service.ts";

/** Published pieces change once a day: shared caches may keep them for five minutes. */
const PUBLIC_CACHE = "public, max-age=300";

/** /api/daily-wellness: today's piece and the archive, open to everyone (visitors too). */
export function dailyWellnessRoutes(pieces: DailyWellnessService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["daily-wellness"];
    app.get(
      "/api/daily-wellness/today",
      { schema: { tags, summary: "Today's piece", response: { 200: dailyWellnessTodaySchema } } },
      async (_request, reply) => {
        reply.header("cache-control", PUBLIC_CACHE);
        return pieces.today();
      },
    );
    app.get(
      "/api/daily-wellness",
      {
        schema: {
          tags,
          summary: "The archive: published pieces, newest first",
          querystring: dailyWellnessArchiveQuerySchema,
          response: { 200: dailyWellnessArchiveSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", PUBLIC_CACHE);
        return pieces.archive(request.query.before);
      },
    );
  };
}

const pieceParams = z.object({ id: z.uuid(DAILY_WELLNESS_MSG.notFound) });

/** /api/admin/daily-wellness: write and schedule pieces; admins with the second factor only. */
export function adminDailyWellnessRoutes(staff: StaffGuard, pieces: DailyWellnessService): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: refusals come before any body or parameter is looked at.
    app.addHook("onRequest", (r) => staff.hook(r));
    const tags = ["admin"];
    const admin = (r: Parameters<StaffGuard["require"]>[0]) => staff.require(r);
    const one = { 200: dailyWellnessPieceSchema };
    app.get(
      "/api/admin/daily-wellness",
      { schema: { tags, summary: "Every piece, scheduled ones too", response: { 200: adminDailyWellnessListSchema } } },
      async () => pieces.adminList(),
    );
    app.post(
      "/api/admin/daily-wellness",
      { schema: { tags, summary: "Write a piece for a day", body: dailyWellnessInputSchema, response: one } },
      async (request) => pieces.create(await admin(request), request.body),
    );
    app.put(
      "/api/admin/daily-wellness/:id",
      {
        schema: { tags, summary: "Edit a piece", params: pieceParams, body: dailyWellnessInputSchema, response: one },
      },
      async (request) => pieces.update(await admin(request), request.params.id, request.body),
    );
    app.delete(
      "/api/admin/daily-wellness/:id",
      {
        schema: {
          tags,
          summary: "Delete a piece",
          params: pieceParams,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => pieces.remove(await admin(request), request.params.id),
    );
  };
}
