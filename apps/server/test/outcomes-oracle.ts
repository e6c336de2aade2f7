// The outcomes read as it was before outcome_summaries (migration 0036): one pass over every
// before-session score in assessment_results. Kept as the oracle the summary-based read must equal
// (outcomes-summary.test.ts, bench/outcomes.ts): same rows, so the same table after the small-number rule.

import { INSTRUMENT_IDS } from "@saathi/contract/assessments";
import { OUTCOME_WEEKS, OUTCOME_WINDOW_DAYS } from "@saathi/contract/outcomes";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { PairRow } from "../src/modules/outcomes/outcomes.repository.ts";
import type { Db } from "../src/platform/db/client.ts";
import { queryRows } from "../src/platform/db/typed-query.ts";

const pairRow = z.object({
  kind: z.enum(["pair", "members"]),
  instrument: z.enum(INSTRUMENT_IDS),
  weeks: z.number().int(),
  month: z.string(),
  first: z.number().int(),
  later: z.number().int(),
  members: z.number().int(),
});

/**
 * The one read (exported for the benchmark's EXPLAIN). No sort of the whole table: the first score
 * is the smallest [epoch, score] pair per member and questionnaire, the nearest later score for each
 * time point the smallest [distance, epoch, score] among those in its window (ties go to the earlier),
 * all hash aggregates in one pass over the scores; epochs are float8 seconds.
 */
export const oldPairsQuery = () => {
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

/** The old repository's pairs(): the same answer shape as createOutcomesRepository(db).pairs(). */
export const oldPairs = (db: Db): Promise<PairRow[]> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return queryRows(tx, pairRow, oldPairsQuery());
  });
