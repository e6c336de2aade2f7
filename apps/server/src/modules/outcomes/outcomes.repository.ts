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
 * is the smallest [epoch, score] pair per member and questionnaire, the nearest later score for each
 * time point the smallest [distance, epoch, score] among those in its window (ties go to the earlier),
 * all hash aggregates in one pass over the scores; epochs are float8 seconds.
 */
export const pairsQuery = () => {
  const window = OUTCOME_WINDOW_DAYS * 86400;
  const [w1, w2] = OUTCOME_WEEKS.map((w) => w * 604800);
  const distance = (target: number | undefined) => sql`abs(date_part('epoch', r.created_at) - f.first[1] - ${target})`;
  const nearest = (target: number | undefined) =>
    sql`min(array[${distance(target)}, date_part('epoch', r.created_at), r.score::float8])
      filter (where ${distance(target)} <= ${window})`;
  return sql`
  with f as materialized (
    select user_id, instrument, min(array[date_part('epoch', created_at), score::float8]) as first, count(*) as k
    from assessment_results where booking_id is not null
    group by user_id, instrument
  ),
  nearest as (
    select f.instrument, f.first[1] as first_epoch, f.first[2]::int as first_score,
      ${nearest(w1)} as near1, ${nearest(w2)} as near2
    from f join assessment_results r on r.user_id = f.user_id and r.instrument = f.instrument and r.booking_id is not null
    where f.k >= 2 and date_part('epoch', r.created_at) > f.first[1]
    group by f.user_id, f.instrument, f.first
  )
  select 'pair' as kind, n.instrument, v.weeks,
    to_char(to_timestamp(n.first_epoch) at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
    n.first_score as first, v.near[3]::int as later, count(*)::int as members
  from nearest n cross join lateral (values (${OUTCOME_WEEKS[0]}::int, n.near1), (${OUTCOME_WEEKS[1]}::int, n.near2)) as v(weeks, near)
  where v.near is not null
  group by n.instrument, v.weeks, month, n.first_score, later
  union all
  select 'members', instrument, 0, '', 0, 0, count(*)::int from f where k >= 2 group by instrument`;
};

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
