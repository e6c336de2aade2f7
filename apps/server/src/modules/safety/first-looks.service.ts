// First looks: the moment a moderator first opens a flagged item is recorded once, and the
// console shows how long people waited for a human, per day: median and 90th percentile.
import type { FirstLooks } from "@saathi/contract/care";
import { FIRST_LOOK_DAYS } from "./care.policy.ts";
import type { FirstLooksRepository } from "./first-looks.repository.ts";

export function createFirstLooksService(repo: FirstLooksRepository) {
  return {
    /** A moderator opened the item: kept only if nobody had before. */
    record: (itemId: string, staffId: string): Promise<boolean> => repo.recordFirst(itemId, staffId),

    async firstLookAt(itemId: string): Promise<string | null> {
      return (await repo.of(itemId))?.lookedAt.toISOString() ?? null;
    },

    async figures(now: Date = new Date()): Promise<FirstLooks> {
      const rows = await repo.perDay(FIRST_LOOK_DAYS, now);
      return {
        days: rows.map((r) => ({
          day: r.day,
          items: r.items,
          medianMinutes: Number(r.median_minutes),
          p90Minutes: Number(r.p90_minutes),
        })),
      };
    },
  };
}

export type FirstLooksService = ReturnType<typeof createFirstLooksService>;
