import type { AlarmOutcome, AlarmOutcomeState } from "@saathi/contract/care";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** POST /api/admin/moderation/:id/outcome: a true or a false alarm (audited). */
export const markAlarmOutcome = (id: string, outcome: AlarmOutcome) =>
  adminSend<AlarmOutcomeState>("POST", `moderation/${id}/outcome`, { outcome });

export function useMarkAlarmOutcome(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (outcome: AlarmOutcome) => markAlarmOutcome(id, outcome),
    onSuccess: (state) => {
      qc.setQueryData(moderationKeys.outcome(id), state);
      void qc.invalidateQueries({ queryKey: moderationKeys.precision() });
    },
  });
}
