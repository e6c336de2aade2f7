import type { WatchedWord, WatchedWordInput } from "@saathi/contract/admin-moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { watchedWordsKeys } from "./watched-words-keys.ts";

/** POST /api/admin/watched-words: block, hold or flag a word or phrase. */
export const addWatchedWord = (input: WatchedWordInput) => adminSend<WatchedWord>("POST", "watched-words", input);

export function useAddWatchedWord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addWatchedWord,
    onSuccess: () => void qc.invalidateQueries({ queryKey: watchedWordsKeys.all }),
  });
}
