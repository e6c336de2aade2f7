// Reads the watched words for the write check; admins edit them in the moderation module.
import type { WatchedWordAction } from "@saathi/contract/safety";
import type { Db } from "../../platform/db/client.ts";
import { watchedWords } from "../../platform/db/schema/safety.ts";

export interface WatchedWordRow {
  phrase: string;
  action: WatchedWordAction;
}

export function createWatchedWordsApplyRepository(db: Db) {
  return {
    async all(): Promise<WatchedWordRow[]> {
      const rows = await db.select({ phrase: watchedWords.phrase, action: watchedWords.action }).from(watchedWords);
      return rows.map((r) => ({ phrase: r.phrase, action: r.action as WatchedWordAction }));
    },
  };
}

export type WatchedWordsApplyRepository = ReturnType<typeof createWatchedWordsApplyRepository>;
