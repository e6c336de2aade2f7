import type { ModerationActionInput, ModerationDetail } from "@saathi/contract/admin-moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** POST /api/admin/moderation/:id/action: dismiss, approve, hide, warn, mute or suspend, with a reason. */
export const actOnItem = (id: string, input: ModerationActionInput) =>
  adminSend<ModerationDetail>("POST", `moderation/${id}/action`, input);

export function useActOnItem(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) => actOnItem(id, input),
    onSuccess: (detail) => {
      qc.setQueryData(moderationKeys.detail(id), detail);
      void qc.invalidateQueries({ queryKey: moderationKeys.lists() });
    },
  });
}
