import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/video/stop: my camera goes off for everyone. */
export const stopVideo = (occurrenceId: string) =>
  api<{ stopped: boolean }>(`${roomPath(occurrenceId)}/video/stop`, { method: "POST" });
