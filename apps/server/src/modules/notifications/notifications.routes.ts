import { notificationListSchema } from "@saathi/contract/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { NotificationsService } from "./notifications.service.ts";

/** The signed-in member's own notifications; nobody can read or mark another member's. */
export function notificationsRoutes(session: SessionReader, service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/notifications",
      {
        schema: {
          tags: ["notifications"],
          summary: "My notifications, newest first",
          response: { 200: notificationListSchema },
        },
      },
      async (request) => service.list((await session.require(request)).id, request.locale),
    );
    app.get(
      "/api/notifications/unread-count",
      { schema: { tags: ["notifications"], response: { 200: z.object({ unread: z.number().int() }) } } },
      async (request) => ({ unread: await service.unreadCount((await session.require(request)).id) }),
    );
    app.post(
      "/api/notifications/:id/read",
      {
        schema: {
          tags: ["notifications"],
          summary: "Mark one of my notifications read",
          params: z.object({ id: z.uuid("Invalid notification id") }),
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await service.markRead((await session.require(request)).id, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
