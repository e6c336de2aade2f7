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

export function createOutcomesRepository(db: Db) {
  return {
    /**
     * 'pair' rows: members per (questionnaire, time point, month of first score, first, later);
     * 'members' rows: members with at least two scores per questionnaire (weeks, first, later 0).
     * The window reads each member's scores in order once (assessment_results_user_idx).
     */
    pairs: (): Promise<PairRow[]> =>
      queryRows(
        db,
        pairRow,
        sql`
        with s as materialized (
          select user_id, instrument, score, created_at,
            first_value(score) over w as first_score,
            first_value(created_at) over w as first_at,
            count(*) over (partition by user_id, instrument) as k
          from assessment_results where booking_id is not null
          window w as (partition by user_id, instrument order by created_at, id)
        ),
        nearest as (
          select s.user_id, s.instrument, p.weeks, s.first_score, s.first_at,
            (array_agg(s.score order by abs(extract(epoch from s.created_at - s.first_at - p.weeks * interval '7 days')),
              s.created_at))[1] as later
          from s join unnest(${`{${OUTCOME_WEEKS.join(",")}}`}::int[]) as p(weeks)
            on s.k >= 2 and s.created_at > s.first_at
            and s.created_at between s.first_at + p.weeks * interval '7 days' - ${OUTCOME_WINDOW_DAYS} * interval '1 day'
              and s.first_at + p.weeks * interval '7 days' + ${OUTCOME_WINDOW_DAYS} * interval '1 day'
          group by s.user_id, s.instrument, p.weeks, s.first_score, s.first_at
        )
        select 'pair' as kind, instrument, weeks,
          to_char(first_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
          first_score as first, later, count(*)::int as members
        from nearest group by instrument, weeks, month, first_score, later
        union all
        select 'members', instrument, 0, '', 0, 0, count(distinct user_id)::int
        from s where k >= 2 group by instrument`,
      ),
  };
}

export type OutcomesRepository = ReturnType<typeof createOutcomesRepository>;
