// One read over the before-session scores (assessment_results with a booking): per member and
// questionnaire, the first score and the score nearest 8 and 12 weeks after it (within the window),
// grouped into how many members share each (first, later) pair. Nothing about one person leaves SQL.
import { INSTRUMENT_IDS } from "@saathi/contract/assessments";
import { OUTCOME_WEEKS, OUTCOME_WINDOW_DAYS } from "@saathi/contract/outcomes";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

const pairRow = z.object({
  kind: z.enum(["pair", "members"]),
  instrument: z.enum(INSTRUMENT_IDS),
  weeks: z.number().int(),
  month: z.string(),
  first: z.number().int(),
  later: z.number().int(),
  members: z.number().int(),
});
export type PairRow = z.infer<typeof pairRow>;

/**
 * The one read (exported for the benchmark's EXPLAIN). No sort of the whole table: the first score
 * is the smallest [epoch, score] pair per member and questionnaire, the nearest later score the
 * smallest [distance, epoch, score] among those in the window (ties go to the earlier), both hash
 * aggregates; epochs are float8 seconds.
 */
export const pairsQuery = () => sql`
  with f as materialized (
    select user_id, instrument, min(array[date_part('epoch', created_at), score::float8]) as first, count(*) as k
    from assessment_results where booking_id is not null
    group by user_id, instrument
  ),
  nearest as (
    select f.instrument, p.weeks, f.first[1] as first_epoch, f.first[2]::int as first_score,
      min(array[abs(date_part('epoch', r.created_at) - f.first[1] - p.weeks * 604800),
        date_part('epoch', r.created_at), r.score::float8]) as near
    from f
      join assessment_results r on r.user_id = f.user_id and r.instrument = f.instrument and r.booking_id is not null
      cross join unnest(${`{${OUTCOME_WEEKS.join(",")}}`}::int[]) as p(weeks)
    where f.k >= 2
      and abs(date_part('epoch', r.created_at) - f.first[1] - p.weeks * 604800) <= ${OUTCOME_WINDOW_DAYS * 86400}
    group by f.user_id, f.instrument, p.weeks, f.first
  )
  select 'pair' as kind, instrument, weeks,
    to_char(to_timestamp(first_epoch) at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
    first_score as first, near[3]::int as later, count(*)::int as members
  from nearest group by instrument, weeks, month, first_score, later
  union all
  select 'members', instrument, 0, '', 0, 0, count(*)::int from f where k >= 2 group by instrument`;

export function createOutcomesRepository(db: Db) {
  return {
    /**
     * 'pair' rows: members per (questionnaire, time point, month of first score, first, later);
     * 'members' rows: members with at least two scores per questionnaire (weeks, first, later 0).
     */
    pairs: (): Promise<PairRow[]> =>
      db.transaction(async (tx) => {
        // The hash aggregates over every before-session score fit in memory instead of spilling.
        await tx.execute(sql`set local work_mem = '64MB'`);
        return queryRows(tx, pairRow, pairsQuery());
      }),
  };
}

export type OutcomesRepository = ReturnType<typeof createOutcomesRepository>;
