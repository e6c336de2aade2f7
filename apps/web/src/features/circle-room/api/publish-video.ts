import type { CircleVideoPublishResponse } from "@saathi/contract/circle-room-video";
import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/video/publish: the camera token and this browser's video offer; answers the SDP answer. */
export const publishVideo = (occurrenceId: string, token: string, offer: { type: "offer"; sdp: string }) =>
  api<CircleVideoPublishResponse>(`${roomPath(occurrenceId)}/video/publish`, {
    method: "POST",
    body: { token, offer },
  });
