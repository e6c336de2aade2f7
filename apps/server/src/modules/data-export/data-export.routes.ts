import { DATA_EXPORT_MSG, dataExportSchema, dataExportStateSchema } from "@saathi/contract/data-export";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { DataExportService } from "./data-export.service.ts";

/** 'Download my data': ask, follow the progress, download (owner only, 24 hours). */
export function dataExportRoutes(session: SessionReader, exports: DataExportService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["account"];
    app.get(
      "/api/account/export",
      { schema: { tags, summary: "My latest data export and its progress", response: { 200: dataExportStateSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return exports.latest((await session.require(request)).id);
      },
    );
    app.post(
      "/api/account/export",
      {
        schema: {
          tags,
          summary: "Ask for a copy of all my data (answers the export still being built, if any)",
          response: { 200: z.object({ export: dataExportSchema }), 202: z.object({ export: dataExportSchema }) },
        },
      },
      async (request, reply) => {
        const { created, export: row } = await exports.request((await session.require(request)).id);
        return reply.status(created ? 202 : 200).send({ export: row });
      },
    );
    app.get(
      "/api/account/export/:id/download",
      {
        schema: {
          tags,
          summary: "The zip of a ready export (its owner only; 404 for anyone else or after it expired)",
          params: z.object({ id: z.uuid(DATA_EXPORT_MSG.notFound) }),
        },
      },
      async (request, reply) => {
        // Signed out is the same 404 as someone else's export: nothing says the export exists.
        const user = await session.optional(request);
        if (!user) throw new AppError(404, "EXPORT_NOT_FOUND", DATA_EXPORT_MSG.notFound);
        const file = await exports.download(user.id, request.params.id);
        reply
          .header("content-type", "application/zip")
          .header("content-length", file.size)
          .header("content-disposition", `attachment; filename="${file.fileName}"`)
          .header("cache-control", "private, no-store");
        return reply.send(file.body);
      },
    );
  };
}
