import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/end (host): the room ends for everyone. */
export const endRoom = (occurrenceId: string) =>
  api<{ ended: boolean }>(`${roomPath(occurrenceId)}/end`, { method: "POST" });
