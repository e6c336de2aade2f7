import type { AdminMemberDetail, ReinstateMemberInput } from "@saathi/contract/admin-members";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { membersKeys } from "./members-keys.ts";

/** POST /api/admin/members/:id/reinstate: ends the suspension. */
export const reinstateMember = (id: string, input: ReinstateMemberInput) =>
  adminSend<AdminMemberDetail>("POST", `members/${id}/reinstate`, input);

export function useReinstateMember(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReinstateMemberInput) => reinstateMember(id, input),
    onSuccess: (detail) => {
      qc.setQueryData(membersKeys.detail(id), detail);
      // The page already shows the answer; only the lists need fetching again.
      void qc.invalidateQueries({ queryKey: membersKeys.lists() });
    },
  });
}
