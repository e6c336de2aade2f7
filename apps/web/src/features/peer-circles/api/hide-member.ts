import type { MuteDuration } from "@saathi/contract/safety";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface HideInput {
  roomId: string;
  memberId: string;
  duration: MuteDuration;
}

/** POST /api/peer-circles/rooms/:id/members/:memberId/hide: Saathi's one mute, for the viewer alone. */
export const hideMember = ({ roomId, memberId, duration }: HideInput) =>
  api<{ hidden: true }>(
    `/api/peer-circles/rooms/${encodeURIComponent(roomId)}/members/${encodeURIComponent(memberId)}/hide`,
    { method: "POST", body: { duration } },
  );

export function useHideMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: hideMember, onSuccess: () => void qc.invalidateQueries() });
}
