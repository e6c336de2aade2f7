import {
  careClientParamsSchema,
  careInstrumentInputSchema,
  careLinkIdParamsSchema,
  careLinkSchema,
} from "@saathi/contract/care-between";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { signedInAndPrivate } from "../../platform/http/private-routes.ts";
import type { CareLinksService } from "./care-links.service.ts";

/** Care links: a member's counsellors, an expert's clients, starting and ending care. Never cached. */
export function careLinksRoutes(session: SessionReader, care: CareLinksService): FastifyPluginAsyncZod {
  return async (app) => {
    const me = signedInAndPrivate(app, session);
    const tags = ["care"];
    const links = z.object({ links: z.array(careLinkSchema) });
    app.get(
      "/api/care/links",
      { schema: { tags, summary: "My counsellors (the care I am in)", response: { 200: links } } },
      async (request) => ({ links: await care.mine(await me(request)) }),
    );
    app.get(
      "/api/care/clients",
      { schema: { tags, summary: "My clients, as an expert", response: { 200: links } } },
      async (request) => ({ links: await care.clients(await me(request)) }),
    );
    app.post(
      "/api/care/clients/:memberId",
      {
        schema: {
          tags,
          summary: "Start (or reopen) care with a member who booked me",
          params: careClientParamsSchema,
          response: { 200: careLinkSchema },
        },
      },
      async (request) => care.openForExpert(await me(request), request.params.memberId),
    );
    app.get(
      "/api/care/links/:linkId",
      { schema: { tags, summary: "One care link", params: careLinkIdParamsSchema, response: { 200: careLinkSchema } } },
      async (request) => care.get(await me(request), request.params.linkId),
    );
    app.put(
      "/api/care/links/:linkId/instrument",
      {
        schema: {
          tags,
          summary: "Choose the questionnaire asked before each session (expert)",
          params: careLinkIdParamsSchema,
          body: careInstrumentInputSchema,
          response: { 200: careLinkSchema },
        },
      },
      async (request) => care.setInstrument(await me(request), request.params.linkId, request.body.instrument),
    );
    app.post(
      "/api/care/links/:linkId/end",
      {
        schema: {
          tags,
          summary: "End care (the records stay read-only for the legal period)",
          params: careLinkIdParamsSchema,
          response: { 200: careLinkSchema },
        },
      },
      async (request) => care.end(await me(request), request.params.linkId),
    );
  };
}
