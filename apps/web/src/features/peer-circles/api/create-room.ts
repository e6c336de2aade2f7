import type { PeerRoomDetail, PeerRoomInput } from "@saathi/contract/peer-circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

/** POST /api/peer-circles/rooms: an approved listener opens a circle and leads it under a nickname. */
export const createRoom = (input: PeerRoomInput) =>
  api<PeerRoomDetail>("/api/peer-circles/rooms", { method: "POST", body: input });

export function useCreateRoom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: (room) => {
      qc.setQueryData(peerCirclesKeys.room(room.id), room);
      void qc.invalidateQueries({ queryKey: peerCirclesKeys.roomLists() });
    },
  });
}
