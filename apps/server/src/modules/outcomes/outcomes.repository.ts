// One read over outcome_summaries (one row per member and questionnaire with a before-session score,
// kept by triggers on assessment_results, migration 0036): the members sharing each (first, later)
// pair per questionnaire, time point and month of the first score. Nothing about one person leaves SQL.
import { INSTRUMENT_IDS } from "@saathi/contract/assessments";
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
 * The one read (exported for the benchmark's EXPLAIN): a hash aggregate over the summary rows, each
 * giving at most one pair per time point (the columns are OUTCOME_WEEKS, 8 and 12).
 */
export const pairsQuery = () => sql`
  select 'pair' as kind, s.instrument, v.weeks,
    to_char(s.first_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
    s.first_score as first, v.later, count(*)::int as members
  from outcome_summaries s
  cross join lateral (values (8, s.week8_score), (12, s.week12_score)) as v(weeks, later)
  where s.scores >= 2 and v.later is not null
  group by s.instrument, v.weeks, month, s.first_score, v.later
  union all
  select 'members', instrument, 0, '', 0, 0, count(*)::int from outcome_summaries where scores >= 2 group by instrument`;

export function createOutcomesRepository(db: Db) {
  return {
    /**
     * 'pair' rows: members per (questionnaire, time point, month of first score, first, later);
     * 'members' rows: members with at least two scores per questionnaire (weeks, first, later 0).
     */
    pairs: (): Promise<PairRow[]> => queryRows(db, pairRow, pairsQuery()),
  };
}

export type OutcomesRepository = ReturnType<typeof createOutcomesRepository>;
