import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/video/watch/:id/start: this browser's answer for a camera it watches. */
export const startWatch = (occurrenceId: string, subscriptionId: number, answer: { type: "answer"; sdp: string }) =>
  api<{ started: boolean }>(`${roomPath(occurrenceId)}/video/watch/${subscriptionId}/start`, {
    method: "POST",
    body: { answer },
  });
