// First looks: the first time a moderator opens a flagged item, kept once; and the minutes
// from writing to that look per day (India time), median and 90th percentile, for the console.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { CARE_TIME_ZONE } from "./care.policy.ts";

const firstLookDayRow = z.object({
  day: z.string(),
  items: z.number(),
  median_minutes: z.number(),
  p90_minutes: z.number(),
});
export type FirstLookDayRow = z.infer<typeof firstLookDayRow>;

export function createFirstLooksRepository(db: Db) {
  return {
    /** Records this look if it is the item's first (a later look changes nothing); true when it was. */
    async recordFirst(itemId: string, staffId: string, at: Date = new Date()): Promise<boolean> {
      const rows = await queryRows(
        db,
        z.object({ item_id: z.string() }),
        sql`
        insert into moderation_first_looks (item_id, written_at, looked_at, looked_by)
        select mi.id, least(mi.opened_at, ${at}), ${at}, ${staffId} from moderation_items mi where mi.id = ${itemId}
        on conflict (item_id) do nothing
        returning item_id`,
      );
      return rows.length > 0;
    },

    async of(itemId: string): Promise<{ lookedAt: Date; lookedBy: string | null } | null> {
      const rows = await queryRows(
        db,
        z.object({ looked_at: z.string(), looked_by: z.string().nullable() }),
        sql`select looked_at, looked_by from moderation_first_looks where item_id = ${itemId}`,
      );
      const r = rows[0];
      return r ? { lookedAt: new Date(r.looked_at), lookedBy: r.looked_by } : null;
    },

    /** Per day of writing over the last `days` days (crisis flags only), newest first. */
    async perDay(days: number, now: Date = new Date()): Promise<FirstLookDayRow[]> {
      const rows = await queryRows(
        db,
        firstLookDayRow,
        sql`
        select to_char((f.written_at at time zone ${CARE_TIME_ZONE})::date, 'YYYY-MM-DD') as day,
          count(*)::int as items,
          round((percentile_cont(0.5) within group (order by extract(epoch from f.looked_at - f.written_at)) / 60)::numeric, 1)::float8 as median_minutes,
          round((percentile_cont(0.9) within group (order by extract(epoch from f.looked_at - f.written_at)) / 60)::numeric, 1)::float8 as p90_minutes
        from moderation_first_looks f join moderation_items mi on mi.id = f.item_id
        where 'crisis' = any(mi.sources)
          and f.written_at >= ${now}::timestamptz - make_interval(days => ${days})
        group by 1 order by 1 desc`,
      );
      return rows;
    },
  };
}

export type FirstLooksRepository = ReturnType<typeof createFirstLooksRepository>;
