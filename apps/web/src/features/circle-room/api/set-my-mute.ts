import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/mute: mute or unmute myself. */
export const setMyMute = (occurrenceId: string, muted: boolean) =>
  api<{ muted: boolean }>(`${roomPath(occurrenceId)}/mute`, { method: "POST", body: { muted } });
