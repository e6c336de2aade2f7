import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface MemberInput {
  roomId: string;
  memberId: string;
}

/** POST /api/peer-circles/rooms/:id/members/:memberId/block: Saathi's one block, of the member behind a nickname. */
export const blockMember = ({ roomId, memberId }: MemberInput) =>
  api<{ blocked: true }>(
    `/api/peer-circles/rooms/${encodeURIComponent(roomId)}/members/${encodeURIComponent(memberId)}/block`,
    { method: "POST", body: {} },
  );

/** Blocking hides them everywhere, so every list on screen is read again. */
export function useBlockMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: blockMember, onSuccess: () => void qc.invalidateQueries() });
}
