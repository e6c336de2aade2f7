import type { JoinCircleRoomResponse } from "@saathi/contract/circle-room";
import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/** POST …/room/join: the token and this browser's SDP offer; answers the media server's SDP answer. */
export const joinRoom = (occurrenceId: string, token: string, offer: { type: "offer"; sdp: string }) =>
  api<JoinCircleRoomResponse>(`${roomPath(occurrenceId)}/join`, { method: "POST", body: { token, offer } });
