import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/video (host): allow or stop cameras for the circle. */
export const allowVideo = (occurrenceId: string, allowed: boolean) =>
  api<{ allowed: boolean }>(`${roomPath(occurrenceId)}/video`, { method: "POST", body: { allowed } });
