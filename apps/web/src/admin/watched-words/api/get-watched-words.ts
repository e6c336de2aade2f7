import type { WatchedWord } from "@saathi/contract/admin-moderation";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { watchedWordsKeys } from "./watched-words-keys.ts";

/** GET /api/admin/watched-words (admins only). */
export const getWatchedWords = (signal?: AbortSignal) =>
  adminGet<{ items: WatchedWord[] }>("watched-words", undefined, signal);

export const watchedWordsQueryOptions = () => ({
  queryKey: watchedWordsKeys.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getWatchedWords(signal),
});

export const useWatchedWords = () => useQuery(watchedWordsQueryOptions());
