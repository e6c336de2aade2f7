// Chat: conversations and messages, checked by the write check; a held message is delivered once approved.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { PushService } from "../push/push.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createChatRepository } from "./chat.repository.ts";
import { chatRoutes } from "./chat.routes.ts";
import { createChatService } from "./chat.service.ts";

export function createChatModule(
  d: Pick<Platform, "db" | "session" | "publisher"> & {
    profiles: ProfilesService;
    notifications: NotificationsService;
    writeCheck: WriteCheckService;
    visibility: VisibilityService;
    push: PushService;
    youth: YouthChecks;
  },
) {
  const chat = createChatService({
    ...{ chat: createChatRepository(d.db), profiles: d.profiles, notifications: d.notifications },
    ...{ publisher: d.publisher, writeCheck: d.writeCheck, visibility: d.visibility, push: d.push, youth: d.youth },
  });
  return defineModule({
    services: { chat },
    routes: [chatRoutes(d.session, chat)],
    events: {
      "moderation.approved": async (target) => {
        if (target.type === "message") await chat.release(target.id);
      },
    },
  });
}
