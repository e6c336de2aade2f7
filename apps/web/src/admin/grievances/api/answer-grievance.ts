import type { Grievance } from "@saathi/contract/grievances";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { grievancesKeys } from "./grievances-keys.ts";

/** POST /api/admin/grievances/:id/answer: the member is told in the app and by email. */
export const answerGrievance = ({ id, answer }: { id: string; answer: string }) =>
  adminSend<Grievance>("POST", `grievances/${id}/answer`, { answer });

export function useAnswerGrievance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: answerGrievance,
    onSettled: () => void qc.invalidateQueries({ queryKey: grievancesKeys.all }),
  });
}
