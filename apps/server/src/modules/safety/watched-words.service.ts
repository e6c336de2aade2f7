// Watched words: admins add and remove words or phrases to block, hold or flag; each change
// is audited. Applying them to what members write is the write path's job.
import { MODERATION_MSG, type WatchedWord, type WatchedWordInput } from "@saathi/contract/admin-moderation";
import type { WatchedWordAction } from "@saathi/contract/safety";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { WatchedWordRow, WatchedWordsRepository } from "./watched-words.repository.ts";

const present = (r: WatchedWordRow): WatchedWord => ({
  id: r.id,
  phrase: r.phrase,
  action: r.action as WatchedWordAction,
  createdAt: r.createdAt.toISOString(),
});

/** `onChange`: the write path's cache of watched words is dropped after each change (crisiswire). */
export function createWatchedWordsService(repo: WatchedWordsRepository, opts: { onChange?: () => void } = {}) {
  return {
    async list(): Promise<{ items: WatchedWord[] }> {
      return { items: (await repo.list()).map(present) };
    },

    async add(admin: StaffUser, input: WatchedWordInput): Promise<WatchedWord> {
      const phrase = input.phrase.replace(/\s+/g, " ");
      const row = await repo.add(phrase, input.action, admin.id, (id) => ({
        actor: { id: admin.id, email: admin.email },
        action: "watched_word.add",
        targetType: "watched_word",
        targetId: id,
        after: { phrase, action: input.action },
      }));
      if (!row) throw new AppError(409, "WORD_EXISTS", MODERATION_MSG.wordExists);
      opts.onChange?.();
      return present(row);
    },

    async remove(admin: StaffUser, id: string): Promise<void> {
      const removed = await repo.remove(id, (row) => ({
        actor: { id: admin.id, email: admin.email },
        action: "watched_word.remove",
        targetType: "watched_word",
        targetId: row.id,
        before: { phrase: row.phrase, action: row.action },
      }));
      if (!removed) throw new AppError(404, "WORD_NOT_FOUND", MODERATION_MSG.wordNotFound);
      opts.onChange?.();
    },
  };
}

export type WatchedWordsService = ReturnType<typeof createWatchedWordsService>;
