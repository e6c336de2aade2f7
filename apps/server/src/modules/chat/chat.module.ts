// Chat: conversations and messages, checked by the write check; a held message is delivered once approved.

import { CHAT_EVENTS } from "@saathi/contract/chat";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { metrics } from "../../platform/observability/metrics.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { PushService } from "../push/push.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createChatRepository, type SendPair } from "./chat.repository.ts";
import { chatRoutes } from "./chat.routes.ts";
import { createChatService } from "./chat.service.ts";
import { registerChatSocketRequests } from "./chat.socket-requests.ts";
import { createChatFactsCache, FACTS_READ_PACE_MS, FACTS_TTL_MS } from "./chat-facts-cache.ts";
import { createGroupCommit, GROUP_PACE_MS } from "./chat-group-commit.ts";
import { createStoredHere } from "./stored-here.ts";

/** Where the chat_facts_notify trigger names the members whose send facts changed. */
export const CHAT_FACTS_CHANNEL = "saathi_chat_facts";
/** Changes are kept twice as long as any node keeps facts. */
const FACT_CHANGES_KEPT_MINUTES = (2 * FACTS_TTL_MS) / 60_000;

export function createChatModule(
  d: Pick<Platform, "db" | "session" | "publisher" | "realtime" | "pgNotifications" | "log"> & {
    profiles: ProfilesService;
    notifications: NotificationsService;
    writeCheck: WriteCheckService;
    visibility: VisibilityService;
    push: PushService;
    youth: YouthChecks;
  },
) {
  const repo = createChatRepository(d.db);
  const changes = d.pgNotifications.channel(CHAT_FACTS_CHANNEL);
  // The facts of concurrent sends without kept ones are read together, one statement for the group, as
  // their messages are written together (decision 039, "tenth step").
  const factReads = createGroupCommit((pairs: SendPair[]) => repo.messagingContexts(pairs), {
    paceMs: FACTS_READ_PACE_MS,
    onGroup: metrics.chatFactsRead,
  });
  const facts = createChatFactsCache((senderId, receiverId) => factReads.write({ senderId, receiverId }), {
    listening: () => changes.state() === "listening" && d.realtime.state() === "listening",
  });
  const listening = changes
    .subscribe({ onMessage: (ids) => facts.forget(ids.split(",")), onResumed: () => facts.clear() })
    .catch((err) => d.log.warn({ err }, "chat facts listener did not start; every send reads its facts"));
  const storedHere = createStoredHere();
  const unhear = d.realtime.onEvent(CHAT_EVENTS.message, (data) => {
    const m = data as { id?: string; senderId?: string; receiverId?: string };
    if (m.id && m.senderId && m.receiverId && !storedHere.has(m.id)) facts.storedElsewhere(m.senderId, m.receiverId);
  });
  const unresumed = d.realtime.onResumed(() => facts.clear());
  const group = createGroupCommit((items: Parameters<typeof repo.insertMany>[0]) => repo.insertMany(items), {
    paceMs: GROUP_PACE_MS,
    onGroup: metrics.chatGroup,
  });
  const chat = createChatService({
    ...{ chat: repo, profiles: d.profiles, notifications: d.notifications },
    ...{ publisher: d.publisher, writeCheck: d.writeCheck, visibility: d.visibility, push: d.push, youth: d.youth },
    ...{ facts, group, storedHere: storedHere.add },
  });
  // A chat send over the member's open socket (the web's first choice; the route stays for the rest).
  const unregisterRequests = registerChatSocketRequests(d.realtime, chat);
  return defineModule({
    services: { chat },
    routes: [chatRoutes(d.session, chat)],
    // The changes no kept facts can predate (each node reads its facts again within FACTS_TTL_MS).
    jobs: [
      { name: "chat-facts-prune", cron: "*/5 * * * *", run: () => repo.pruneFactChanges(FACT_CHANGES_KEPT_MINUTES) },
    ],
    events: {
      "moderation.approved": async (target) => {
        if (target.type === "message") await chat.release(target.id);
      },
    },
    async close() {
      unregisterRequests();
      unhear();
      unresumed();
      await group.idle();
      await factReads.idle();
      await listening;
      await changes.close();
    },
  });
}
