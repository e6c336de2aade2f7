import type { PeerMessage } from "@saathi/contract/peer-circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { upsertRoomMessages } from "./get-room-messages.ts";

export interface SendInput {
  roomId: string;
  text: string;
  /** Makes a retried send a no-op on the server. */
  clientId: string;
}

/** POST /api/peer-circles/rooms/:id/messages: crisis-checked; a risk message answers with the helpline card's level. */
export const sendRoomMessage = ({ roomId, ...body }: SendInput) =>
  api<PeerMessage>(`/api/peer-circles/rooms/${encodeURIComponent(roomId)}/messages`, { method: "POST", body });

export function useSendRoomMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendRoomMessage,
    onSuccess: (m) => upsertRoomMessages(qc, m.roomId, [m]),
  });
}
