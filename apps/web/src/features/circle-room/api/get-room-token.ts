import type { CircleRoomToken } from "@saathi/contract/circle-room";
import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/token: a single-use join token for my seat, and the ICE servers. */
export const getRoomToken = (occurrenceId: string) =>
  api<CircleRoomToken>(`${roomPath(occurrenceId)}/token`, { method: "POST" });
