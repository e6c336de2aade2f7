import type { AppealDecisionInput, ModerationDetail } from "@saathi/contract/admin-moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** POST /api/admin/moderation/:id/appeal: uphold or overturn the author's appeal (another moderator). */
export const decideAppeal = (id: string, input: AppealDecisionInput) =>
  adminSend<ModerationDetail>("POST", `moderation/${id}/appeal`, input);

export function useDecideAppeal(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AppealDecisionInput) => decideAppeal(id, input),
    onSuccess: (detail) => {
      qc.setQueryData(moderationKeys.detail(id), detail);
      void qc.invalidateQueries({ queryKey: moderationKeys.lists() });
    },
  });
}
