import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/participants/:participantId/mute (host) */
export const muteParticipant = (occurrenceId: string, participantId: number, muted: boolean) =>
  api<{ muted: boolean }>(`${roomPath(occurrenceId)}/participants/${participantId}/mute`, {
    method: "POST",
    body: { muted },
  });
