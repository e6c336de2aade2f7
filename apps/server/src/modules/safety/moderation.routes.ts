import {
  appealDecisionInputSchema,
  MODERATION_MSG,
  moderationActionInputSchema,
  moderationDetailSchema,
  moderationPageSchema,
  moderationQuerySchema,
  watchedWordInputSchema,
  watchedWordListSchema,
  watchedWordSchema,
} from "@saathi/contract/admin-moderation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { ModerationService } from "./moderation.service.ts";
import type { ModerationAppealsService } from "./moderation-appeals.service.ts";
import type { WatchedWordsService } from "./watched-words.service.ts";

const params = z.object({ id: z.uuid(MODERATION_MSG.itemNotFound) });

const noStore = async (_r: unknown, reply: { header(k: string, v: string): unknown }, payload: unknown) => {
  reply.header("cache-control", "private, no-store");
  return payload;
};

/** /api/admin/moderation: moderators and admins (second factor), refused before any validation. */
export function moderationRoutes(
  staff: StaffGuard,
  moderation: ModerationService,
  appeals: ModerationAppealsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (r) => staff.hook(r));
    app.addHook("onSend", noStore);
    const tags = ["admin"];
    app.get(
      "/api/admin/moderation",
      {
        schema: {
          tags,
          summary: "The moderation queue: risk first, then the oldest; reported content in its immediate context",
          querystring: moderationQuerySchema,
          response: { 200: moderationPageSchema },
        },
      },
      async (request) => moderation.queue(await staff.require(request), request.query),
    );
    app.get(
      "/api/admin/moderation/:id",
      { schema: { tags, summary: "One item with its reports", params, response: { 200: moderationDetailSchema } } },
      async (request) => moderation.detail(await staff.require(request), request.params.id),
    );
    app.post(
      "/api/admin/moderation/:id/action",
      {
        schema: {
          tags,
          summary: "Dismiss, approve, hide, warn, mute or suspend, with a reason (audited)",
          params,
          body: moderationActionInputSchema,
          response: { 200: moderationDetailSchema },
        },
      },
      async (request) => moderation.act(await staff.require(request), request.params.id, request.body),
    );
    app.post(
      "/api/admin/moderation/:id/appeal",
      {
        schema: {
          tags,
          summary: "Decide an author's appeal (a different moderator than the one who acted)",
          params,
          body: appealDecisionInputSchema,
          response: { 200: moderationDetailSchema },
        },
      },
      async (request) => appeals.decide(await staff.require(request), request.params.id, request.body),
    );
  };
}

/** /api/admin/watched-words: admins only. */
export function watchedWordsRoutes(staff: StaffGuard, words: WatchedWordsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (r) => staff.hook(r));
    app.addHook("onSend", noStore);
    const tags = ["admin"];
    app.get(
      "/api/admin/watched-words",
      { schema: { tags, summary: "Watched words", response: { 200: watchedWordListSchema } } },
      async () => words.list(),
    );
    app.post(
      "/api/admin/watched-words",
      {
        schema: {
          tags,
          summary: "Watch a word or phrase: block, hold for approval, or flag",
          body: watchedWordInputSchema,
          response: { 201: watchedWordSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await words.add(await staff.require(request), request.body)),
    );
    app.delete(
      "/api/admin/watched-words/:id",
      {
        schema: {
          tags,
          summary: "Stop watching a word",
          params: z.object({ id: z.uuid(MODERATION_MSG.wordNotFound) }),
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await words.remove(await staff.require(request), request.params.id);
        return { deleted: true as const };
      },
    );
  };
}
