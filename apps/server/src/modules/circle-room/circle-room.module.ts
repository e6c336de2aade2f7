// The live room of a counsellor-led circle meeting, on the media server (platform/media): join tokens
// bound to seats, joining Janus's AudioBridge with the browser's offer, the host's and members'
// controls, and a crisis-checked side-chat that is never stored. Its channel admits only those in it.
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { CircleRoomAccess } from "../circles/index.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { createCircleRoomRepository } from "./circle-room.repository.ts";
import { circleRoomRoutes } from "./circle-room.routes.ts";
import { createCircleRoomService } from "./circle-room.service.ts";

export function createCircleRoomModule(
  d: Pick<Platform, "db" | "session" | "publisher" | "channelPolicy" | "media" | "config" | "log"> & {
    access: CircleRoomAccess;
    writeCheck: WriteCheckService;
  },
) {
  const circleRoom = createCircleRoomService({
    access: d.access,
    removals: createCircleRoomRepository(d.db),
    media: d.media,
    publisher: d.publisher,
    writeCheck: d.writeCheck,
    ice: d.config,
    log: d.log,
  });
  d.channelPolicy.add("circle_room_", (userId, channel) => circleRoom.canSubscribe(userId, channel));
  return defineModule({ services: { circleRoom }, routes: [circleRoomRoutes(d.session, circleRoom)] });
}
