import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/lock (host): nobody new joins. */
export const lockRoom = (occurrenceId: string) =>
  api<{ locked: boolean }>(`${roomPath(occurrenceId)}/lock`, { method: "POST" });
