import { SENSITIVE_THEMES } from "@saathi/contract/safety";
import {
  blockedListSchema,
  entryIdParamSchema,
  muteBodySchema,
  mutedListSchema,
  mutedPersonSchema,
  sensitiveThemesSchema,
  userIdParamSchema,
} from "@saathi/contract/safety-visibility";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { VisibilityService } from "./visibility.service.ts";

const ok = z.object({ ok: z.literal(true) });

/** A member's own block and mute lists and sensitive themes. */
export function visibilityRoutes(session: SessionReader, visibility: VisibilityService): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: a DELETE without a body must meet the session check before any body parsing.
    app.addHook("onRequest", (request) => session.requireHook(request));
    const tags = ["safety"];
    const me = async (request: Parameters<SessionReader["require"]>[0]) => (await session.require(request)).id;
    app.get(
      "/api/blocks",
      { schema: { tags, summary: "People I blocked, newest first", response: { 200: blockedListSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return visibility.blocked(await me(request));
      },
    );
    app.post(
      "/api/blocks/:userId",
      {
        schema: {
          tags,
          summary: "Block a member (silent; ends follows both ways)",
          params: userIdParamSchema,
          response: { 200: ok },
        },
      },
      async (request) => {
        await visibility.block(await me(request), request.params.userId);
        return { ok: true as const };
      },
    );
    app.delete(
      "/api/blocks/:userId",
      { schema: { tags, summary: "Unblock a member", params: userIdParamSchema, response: { 200: ok } } },
      async (request) => {
        await visibility.unblock(await me(request), request.params.userId);
        return { ok: true as const };
      },
    );
    app.delete(
      "/api/blocks/entries/:entryId",
      {
        schema: {
          tags,
          summary: "Unblock someone blocked from a support circle, by the list entry (never their id)",
          params: entryIdParamSchema,
          response: { 200: ok },
        },
      },
      async (request) => {
        await visibility.unblockEntry(await me(request), request.params.entryId);
        return { ok: true as const };
      },
    );
    app.get(
      "/api/mutes",
      { schema: { tags, summary: "People I muted (mutes in force)", response: { 200: mutedListSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return visibility.mutedAll(await me(request));
      },
    );
    app.post(
      "/api/mutes/:userId",
      {
        schema: {
          tags,
          summary: "Mute a member for 24h, 7d or until undone (silent)",
          params: userIdParamSchema,
          body: muteBodySchema,
          response: { 200: mutedPersonSchema },
        },
      },
      async (request) => visibility.mute(await me(request), request.params.userId, request.body.duration),
    );
    app.delete(
      "/api/mutes/:userId",
      { schema: { tags, summary: "Unmute a member", params: userIdParamSchema, response: { 200: ok } } },
      async (request) => {
        await visibility.unmute(await me(request), request.params.userId);
        return { ok: true as const };
      },
    );
    app.delete(
      "/api/mutes/entries/:entryId",
      {
        schema: {
          tags,
          summary: "Unmute someone muted from a support circle, by the list entry (never their id)",
          params: entryIdParamSchema,
          response: { 200: ok },
        },
      },
      async (request) => {
        await visibility.unmuteEntry(await me(request), request.params.entryId);
        return { ok: true as const };
      },
    );
    app.get(
      "/api/me/sensitive-themes",
      {
        schema: {
          tags,
          summary: `My sensitive themes (of ${SENSITIVE_THEMES.join(", ")})`,
          response: { 200: sensitiveThemesSchema },
        },
      },
      async (request) => visibility.themes(await me(request)),
    );
    app.put(
      "/api/me/sensitive-themes",
      {
        schema: {
          tags,
          summary: "Choose the themes whose posts arrive collapsed",
          body: sensitiveThemesSchema,
          response: { 200: sensitiveThemesSchema },
        },
      },
      async (request) => visibility.setThemes(await me(request), request.body.themes),
    );
  };
}
