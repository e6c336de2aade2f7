import type { CircleVideoToken } from "@saathi/contract/circle-room-video";
import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/video/token: a single-use camera token for my seat, and the ICE servers. */
export const getVideoToken = (occurrenceId: string) =>
  api<CircleVideoToken>(`${roomPath(occurrenceId)}/video/token`, { method: "POST" });
