// Crisis flags leave the write check through here: after a crisis item is stored, the write check says
// so ("crisis.flagged"; the care module alerts the people on duty and schedules the next-day check-in).
// If telling fails, the write goes on as before: the item is stored and the queue shows it.
import type { Logger } from "pino";
import type { ModerationItemsRepository } from "./moderation-items.repository.ts";

export interface CrisisFlag {
  itemId: string;
  authorId: string;
  /** The write check's crisis level ('risk', 'method' today; 'concern' … 'danger' after the levels change). */
  level: string | null;
}

/** The moderation items repository, telling `onFlag` of every crisis flag it stores. */
export function relayCrisisFlags(
  items: ModerationItemsRepository,
  onFlag: (flag: CrisisFlag) => Promise<void>,
  log: Pick<Logger, "warn">,
): ModerationItemsRepository {
  return {
    ...items,
    async flag(input, executor) {
      const id = await items.flag(input, executor);
      if (input.source === "crisis") {
        const flag = { itemId: id, authorId: input.authorId, level: input.crisisLevel ?? null };
        await onFlag(flag).catch((err: unknown) => log.warn({ err }, "crisis flag not relayed"));
      }
      return id;
    },
  };
}
