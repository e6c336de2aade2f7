// Crisis flags leave the write check through here: after a crisis item is stored, whoever
// listens (the care module: the on-duty alert and the next-day check-in) hears of it. The write check
// is built before the services that listen, so the listener is attached later; until then, or if it
// fails, the write goes on as before.
import type { ModerationItemsRepository } from "./moderation-items.repository.ts";

export interface CrisisFlag {
  itemId: string;
  authorId: string;
  /** The write check's crisis level ('risk', 'method' today; 'concern' … 'danger' after the levels change). */
  level: string | null;
}

export function createCrisisFlagRelay() {
  let listener: ((flag: CrisisFlag) => void) | null = null;
  return {
    attach(fn: (flag: CrisisFlag) => void) {
      listener = fn;
    },
    emit(flag: CrisisFlag) {
      listener?.(flag);
    },
  };
}

export type CrisisFlagRelay = ReturnType<typeof createCrisisFlagRelay>;

/** The moderation items repository, telling the relay of every crisis flag it stores. */
export function relayCrisisFlags(items: ModerationItemsRepository, relay: CrisisFlagRelay): ModerationItemsRepository {
  return {
    ...items,
    async flag(input, executor) {
      const id = await items.flag(input, executor);
      if (input.source === "crisis")
        relay.emit({ itemId: id, authorId: input.authorId, level: input.crisisLevel ?? null });
      return id;
    },
  };
}
