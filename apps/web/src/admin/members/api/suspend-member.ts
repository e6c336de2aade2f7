import type { AdminMemberDetail, SuspendMemberInput } from "@saathi/contract/admin-members";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { membersKeys } from "./members-keys.ts";

/** POST /api/admin/members/:id/suspend: signed out everywhere, sign-in refused, content hidden. */
export const suspendMember = (id: string, input: SuspendMemberInput) =>
  adminSend<AdminMemberDetail>("POST", `members/${id}/suspend`, input);

export function useSuspendMember(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SuspendMemberInput) => suspendMember(id, input),
    onSuccess: (detail) => {
      qc.setQueryData(membersKeys.detail(id), detail);
      // The page already shows the answer; only the lists need fetching again.
      void qc.invalidateQueries({ queryKey: membersKeys.lists() });
    },
  });
}
