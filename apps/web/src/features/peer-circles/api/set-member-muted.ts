import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

export interface MuteInput {
  roomId: string;
  memberId: string;
  muted: boolean;
}

/** POST /api/peer-circles/rooms/:id/members/:memberId/{mute,unmute}: a listener of the circle mutes a member in it. */
export const setMemberMuted = ({ roomId, memberId, muted }: MuteInput) =>
  api<{ muted: boolean }>(
    `/api/peer-circles/rooms/${encodeURIComponent(roomId)}/members/${encodeURIComponent(memberId)}/${muted ? "mute" : "unmute"}`,
    { method: "POST", body: {} },
  );

export function useSetMemberMuted() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setMemberMuted,
    onSuccess: (_, v) => void qc.invalidateQueries({ queryKey: peerCirclesKeys.room(v.roomId) }),
  });
}
