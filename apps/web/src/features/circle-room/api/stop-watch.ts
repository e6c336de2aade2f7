import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/video/watch/:id/stop: stop watching a camera. */
export const stopWatch = (occurrenceId: string, subscriptionId: number) =>
  api<{ stopped: boolean }>(`${roomPath(occurrenceId)}/video/watch/${subscriptionId}/stop`, { method: "POST" });
