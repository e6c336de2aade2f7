import type { PeerRoomDetail } from "@saathi/contract/peer-circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

export interface JoinInput {
  roomId: string;
  nickname: string;
  /** The member read that someone they blocked is inside, and joins anyway. */
  acceptBlockWarning?: boolean;
}

/** POST /api/peer-circles/rooms/:id/join: 409 BLOCKED_MEMBER_IN_ROOM warns first, NICKNAME_TAKEN, ROOM_CLOSED. */
export const joinRoom = ({ roomId, ...body }: JoinInput) =>
  api<{ room: PeerRoomDetail }>(`/api/peer-circles/rooms/${encodeURIComponent(roomId)}/join`, {
    method: "POST",
    body,
  });

export function useJoinRoom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinRoom,
    onSuccess: ({ room }) => {
      qc.setQueryData(peerCirclesKeys.room(room.id), room);
      void qc.invalidateQueries({ queryKey: peerCirclesKeys.roomLists() });
    },
  });
}
