import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/participants/:participantId/remove (host): they cannot come back to this meeting. */
export const removeParticipant = (occurrenceId: string, participantId: number) =>
  api<{ removed: boolean }>(`${roomPath(occurrenceId)}/participants/${participantId}/remove`, { method: "POST" });
