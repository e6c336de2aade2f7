import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/hand: raise or lower my hand. */
export const raiseHand = (occurrenceId: string, raised: boolean) =>
  api<{ raised: boolean }>(`${roomPath(occurrenceId)}/hand`, { method: "POST", body: { raised } });
