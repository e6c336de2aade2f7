import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/leave */
export const leaveRoom = (occurrenceId: string) =>
  api<{ left: boolean }>(`${roomPath(occurrenceId)}/leave`, { method: "POST" });
