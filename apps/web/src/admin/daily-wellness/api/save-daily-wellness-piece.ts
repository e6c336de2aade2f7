import type { DailyWellnessInput, DailyWellnessPiece } from "@saathi/contract/daily-wellness";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { dailyWellnessKeys } from "./daily-wellness-keys.ts";

/** POST /api/admin/daily-wellness (a new piece) or PUT /api/admin/daily-wellness/:id (an edit). */
export const saveDailyWellnessPiece = ({ id, input }: { id: string | null; input: DailyWellnessInput }) =>
  adminSend<DailyWellnessPiece>(id ? "PUT" : "POST", id ? `daily-wellness/${id}` : "daily-wellness", input);

export function useSaveDailyWellnessPiece() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveDailyWellnessPiece,
    onSuccess: () => void qc.invalidateQueries({ queryKey: dailyWellnessKeys.all }),
  });
}
