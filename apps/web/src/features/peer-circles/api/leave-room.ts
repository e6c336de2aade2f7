import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

/** POST /api/peer-circles/rooms/:id/leave: any time; leaving twice is fine. */
export const leaveRoom = (roomId: string) =>
  api<{ left: true }>(`/api/peer-circles/rooms/${encodeURIComponent(roomId)}/leave`, { method: "POST", body: {} });

export function useLeaveRoom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: leaveRoom,
    onSuccess: (_, roomId) => {
      qc.removeQueries({ queryKey: peerCirclesKeys.messages(roomId) });
      void qc.invalidateQueries({ queryKey: peerCirclesKeys.all });
    },
  });
}
