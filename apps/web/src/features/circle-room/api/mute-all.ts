import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/mute-all (host) */
export const muteAll = (occurrenceId: string) =>
  api<{ muted: boolean }>(`${roomPath(occurrenceId)}/mute-all`, { method: "POST" });
