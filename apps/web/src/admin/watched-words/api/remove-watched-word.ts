import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { watchedWordsKeys } from "./watched-words-keys.ts";

/** DELETE /api/admin/watched-words/:id. */
export const removeWatchedWord = (id: string) => adminSend<{ deleted: true }>("DELETE", `watched-words/${id}`);

export function useRemoveWatchedWord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeWatchedWord,
    onSuccess: () => void qc.invalidateQueries({ queryKey: watchedWordsKeys.all }),
  });
}
