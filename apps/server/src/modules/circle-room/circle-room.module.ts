// The live room of a counsellor-led circle meeting, on the media server (platform/media): join tokens
// bound to seats, joining Janus's AudioBridge with the browser's offer (cameras on its VideoRoom when the
// host allows them), the host's and members' controls, and a crisis-checked side-chat that is never stored. Its channel admits only those in it. The room's
// state and the media stores are this module's tables, so several nodes serve one room.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { CircleRoomAccess } from "../circles/index.ts";
import type { ReportsService } from "../safety/reports.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { createCircleRoomRepository } from "./circle-room.repository.ts";
import { circleRoomRoutes } from "./circle-room.routes.ts";
import { createCircleRoomService } from "./circle-room.service.ts";
import { createCircleRoomLiveRepository } from "./circle-room-live.repository.ts";
import { createCircleRoomMediaStores } from "./circle-room-media.repository.ts";
import { circleRoomVideoRoutes } from "./circle-room-video.routes.ts";
import { createCircleRoomWatch } from "./circle-room-watch.ts";
import { createCircleRoomWatchesRepository } from "./circle-room-watches.repository.ts";

/** This process's name on the camera watches it makes (which node made the Janus handle). */
const NODE = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

import { createLineProofs } from "./side-chat-proof.ts";

export function createCircleRoomModule(
  d: Pick<
    Platform,
    "db" | "pgNotifications" | "session" | "publisher" | "channelPolicy" | "media" | "config" | "log"
  > & {
    access: CircleRoomAccess;
    writeCheck: WriteCheckService;
    reports: Pick<ReportsService, "reportProved">;
  },
) {
  d.media.useStores(createCircleRoomMediaStores(d.db));
  let watch: ReturnType<typeof createCircleRoomWatch> | null = null;
  const live = createCircleRoomLiveRepository(d.db);
  const watches = createCircleRoomWatchesRepository(d.db);
  const circleRoom = createCircleRoomService({
    access: d.access,
    removals: createCircleRoomRepository(d.db),
    live,
    media: d.media,
    publisher: d.publisher,
    channels: d.channelPolicy,
    tellNodes: (ids) => watch?.detachEverywhere(ids) ?? Promise.resolve(),
    writeCheck: d.writeCheck,
    reports: d.reports,
    proofs: createLineProofs(d.config.authSecret),
    ice: d.config,
    log: d.log,
    watches: { watches, node: NODE },
  });
  watch = createCircleRoomWatch({
    pgNotifications: d.pgNotifications,
    log: d.log,
    seatLeft: (occurrenceId, memberId) => circleRoom.seatLeft(occurrenceId, memberId),
    detach: async (id) => {
      await d.media.rooms?.forget(id).catch(() => {});
    },
  });
  const listening = watch.start().catch((err) => d.log.error({ err }, "live-room notices not heard"));
  d.channelPolicy.add("circle_room_", (userId, channel) => circleRoom.canSubscribe(userId, channel));
  return defineModule({
    services: { circleRoom },
    routes: [circleRoomRoutes(d.session, circleRoom), circleRoomVideoRoutes(d.session, circleRoom)],
    // A meeting lasts at most 90 minutes: a participant row older than 6 hours is one nobody took out.
    jobs: [
      {
        name: "circle-room-clear-stale",
        cron: "*/15 * * * *",
        run: async () => {
          await live.clearStale(new Date(Date.now() - 6 * 3_600_000));
          await watches.clearExpired(new Date());
        },
      },
    ],
    close: async () => {
      await listening;
      await watch?.close();
    },
  });
}
