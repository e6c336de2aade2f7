import type { MyInvites } from "@saathi/contract/invites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { communityKeys } from "./community-keys.ts";

/** POST /api/invites/accept: join through a friend's code (a new account, once). */
export const acceptInvite = (code: string) => api<MyInvites>("/api/invites/accept", { method: "POST", body: { code } });

export function useAcceptInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (mine) => {
      qc.setQueryData(communityKeys.invites(), mine);
      void qc.invalidateQueries({ queryKey: communityKeys.coursesRoot });
    },
  });
}
