import {
  notificationSettingsSchema,
  notificationSettingUpdateSchema,
  privacySettingsSchema,
  privacySettingsUpdateSchema,
} from "@saathi/contract/account-settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { SettingsService } from "./settings.service.ts";

/** The signed-in member's own settings; there is no way to name anyone else's. */
export function settingsRoutes(session: SessionReader, settings: SettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    app.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });
    const tags = ["settings"];
    app.get(
      "/api/settings/privacy",
      { schema: { tags, summary: "Who may message me; found in search", response: { 200: privacySettingsSchema } } },
      async (request) => settings.privacy((await session.require(request)).id),
    );
    app.put(
      "/api/settings/privacy",
      {
        schema: {
          tags,
          summary: "Change who may message me or whether search finds me",
          body: privacySettingsUpdateSchema,
          response: { 200: privacySettingsSchema },
        },
      },
      async (request) => settings.updatePrivacy((await session.require(request)).id, request.body),
    );
    app.get(
      "/api/settings/notifications",
      {
        schema: {
          tags,
          summary: "My notification choices per kind and channel",
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => settings.notifications((await session.require(request)).id),
    );
    app.put(
      "/api/settings/notifications",
      {
        schema: {
          tags,
          summary: "Change one kind's channels",
          body: notificationSettingUpdateSchema,
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => settings.updateNotification((await session.require(request)).id, request.body),
    );
  };
}
