import type { CircleVideoWatchResponse } from "@saathi/contract/circle-room-video";
import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/video/watch: someone's camera; answers the media server's offer for this browser. */
export const watchVideo = (occurrenceId: string, feedId: number) =>
  api<CircleVideoWatchResponse>(`${roomPath(occurrenceId)}/video/watch`, { method: "POST", body: { feedId } });
