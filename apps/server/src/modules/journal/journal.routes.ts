import {
  journalEntryInputSchema,
  journalEntrySchema,
  journalImportResponseSchema,
  journalImportSchema,
  journalListSchema,
} from "@saathi/contract/journal";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { errorResponseSchema } from "../../platform/http/errors.ts";
import type { JournalService } from "./journal.service.ts";

/** A member's own journal (visitors keep theirs in the browser). */
export function journalRoutes(session: SessionReader, journal: JournalService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["journal"];
    app.get(
      "/api/journal",
      { schema: { tags, summary: "My journal, newest first", response: { 200: journalListSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return journal.list((await session.require(request)).id);
      },
    );
    app.post(
      "/api/journal",
      {
        schema: {
          tags,
          summary: "Save an entry (idempotent on clientId)",
          body: journalEntryInputSchema,
          response: {
            200: journalEntrySchema,
            409: errorResponseSchema.describe(
              "CLIENT_ID_REUSED: the clientId is my entry with other words (nothing kept); CONSENT_REQUIRED first",
            ),
          },
        },
      },
      async (request) => journal.add((await session.require(request)).id, request.body),
    );
    app.post(
      "/api/journal/import",
      {
        schema: {
          tags,
          summary: "Move entries written in this browser into my account",
          body: journalImportSchema,
          response: {
            200: journalImportResponseSchema,
            409: errorResponseSchema.describe("CONSENT_REQUIRED: consent to keep entries first (nothing moved)"),
          },
        },
      },
      async (request) => journal.import((await session.require(request)).id, request.body.entries),
    );
    app.delete(
      "/api/journal/:id",
      {
        schema: {
          tags,
          summary: "Delete one of my entries",
          params: z.object({ id: z.uuid("Entry not found") }),
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => journal.remove((await session.require(request)).id, request.params.id),
    );
  };
}
