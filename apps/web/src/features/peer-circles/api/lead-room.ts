import type { PeerRoomDetail } from "@saathi/contract/peer-circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

/** POST /api/peer-circles/rooms/:id/lead: an approved listener takes up a paused room (409 ROOM_LED, NICKNAME_TAKEN). */
export const leadRoom = ({ roomId, nickname }: { roomId: string; nickname: string }) =>
  api<{ room: PeerRoomDetail }>(`/api/peer-circles/rooms/${encodeURIComponent(roomId)}/lead`, {
    method: "POST",
    body: { nickname },
  });

export function useLeadRoom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: leadRoom,
    onSuccess: ({ room }) => {
      qc.setQueryData(peerCirclesKeys.room(room.id), room);
      void qc.invalidateQueries({ queryKey: peerCirclesKeys.roomLists() });
    },
  });
}
