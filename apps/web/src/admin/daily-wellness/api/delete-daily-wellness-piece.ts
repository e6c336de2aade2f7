import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { dailyWellnessKeys } from "./daily-wellness-keys.ts";

/** DELETE /api/admin/daily-wellness/:id. */
export const deleteDailyWellnessPiece = (id: string) => adminSend<{ deleted: true }>("DELETE", `daily-wellness/${id}`);

export function useDeleteDailyWellnessPiece() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteDailyWellnessPiece,
    onSuccess: () => void qc.invalidateQueries({ queryKey: dailyWellnessKeys.all }),
  });
}
