import type { CircleRoomMessage } from "@saathi/contract/circle-room";
import type { WriteCrisis } from "@saathi/contract/crisis";
import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/messages: a side-chat message (crisis-checked, never stored). */
export const sendRoomMessage = (occurrenceId: string, text: string) =>
  api<{ message: CircleRoomMessage | null; crisis: WriteCrisis }>(`${roomPath(occurrenceId)}/messages`, {
    method: "POST",
    body: { text },
  });
