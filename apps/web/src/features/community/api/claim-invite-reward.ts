import type { MyInvites } from "@saathi/contract/invites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { communityKeys } from "./community-keys.ts";

/** POST /api/invites/claim: the rewards, if they are due now (after completing the profile). */
export const claimInviteReward = () => api<MyInvites>("/api/invites/claim", { method: "POST", body: {} });

export function useClaimInviteReward() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimInviteReward,
    onSuccess: (mine) => {
      qc.setQueryData(communityKeys.invites(), mine);
      void qc.invalidateQueries({ queryKey: communityKeys.coursesRoot });
    },
  });
}
