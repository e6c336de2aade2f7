// The outcomes table: computed from one SQL read, renewed every OUTCOMES_CACHE_SECONDS, shown with every small
// number hidden (outcomes.policy.ts). The public page and the console read the same computation; the
// console also gets the months of first scores, never anything about one person.
import { INSTRUMENT_IDS, type InstrumentId } from "@saathi/contract/assessments";
import {
  type AdminOutcomes,
  OUTCOME_WEEKS,
  OUTCOME_WINDOW_DAYS,
  OUTCOMES_CACHE_SECONDS,
  OUTCOMES_MIN_CELL,
  type Outcomes,
} from "@saathi/contract/outcomes";
import { createTtlCache } from "../../platform/cache/ttl-cache.ts";
import { present, protectParts, type ScorePair, tally } from "./outcomes.policy.ts";
import type { OutcomesRepository } from "./outcomes.repository.ts";

export function createOutcomesService(repo: OutcomesRepository, now: () => number = Date.now) {
  const cache = createTtlCache<AdminOutcomes>({ ttlMs: OUTCOMES_CACHE_SECONDS * 1000, max: 1, now });

  async function compute(): Promise<AdminOutcomes> {
    const rows = await repo.pairs();
    const pairs: ScorePair[] = rows.flatMap((r) =>
      r.kind === "pair" && (r.weeks === 8 || r.weeks === 12)
        ? [
            {
              instrument: r.instrument,
              weeks: r.weeks,
              month: r.month,
              first: r.first,
              later: r.later,
              members: r.members,
            },
          ]
        : [],
    );
    const withTwo = new Map(rows.filter((r) => r.kind === "members").map((r) => [r.instrument, r.members]));
    const cells = INSTRUMENT_IDS.flatMap((i) => OUTCOME_WEEKS.map((w) => [i, w] as [InstrumentId, 8 | 12]));
    const totals = cells.map(([i, w]) => present(tally(i, w, pairs)));
    const months = [...new Set(pairs.map((p) => p.month))].sort();
    // Each (questionnaire, time point) across months adds up to its total: protected together.
    const monthRows = new Map<string, ReturnType<typeof present>[]>(months.map((m) => [m, []]));
    for (const [c, [i, w]] of cells.entries()) {
      const parts = months.map((m) =>
        tally(
          i,
          w,
          pairs.filter((p) => p.month === m),
        ),
      );
      const shownParts = protectParts(totals[c] as ReturnType<typeof present>, parts);
      for (const [k, m] of months.entries()) monthRows.get(m)?.push(shownParts[k] as ReturnType<typeof present>);
    }
    return {
      instruments: INSTRUMENT_IDS.map((instrument) => {
        const count = withTwo.get(instrument) ?? 0;
        return { instrument, withTwoScores: count >= OUTCOMES_MIN_CELL ? count : null };
      }),
      rows: totals,
      minCell: OUTCOMES_MIN_CELL,
      windowDays: OUTCOME_WINDOW_DAYS,
      computedAt: new Date(now()).toISOString(),
      byMonth: months.map((month) => ({ month, rows: monthRows.get(month) ?? [] })),
    };
  }

  // Stale while revalidate: the first request computes; later ones get the last table at once, and
  // one older than the cache time starts a new computation in the background (a failed one keeps the
  // last table, and the next request tries again). No visitor waits for the read over every score.
  let last: { at: number; value: AdminOutcomes } | null = null;
  const refresh = () =>
    cache.get("outcomes", compute).then((value) => {
      last = { at: now(), value };
      return value;
    });
  const current = async (): Promise<AdminOutcomes> => {
    if (!last) return refresh();
    if (now() - last.at >= OUTCOMES_CACHE_SECONDS * 1000) refresh().catch(() => undefined);
    return last.value;
  };
  return {
    /** The public table: aggregates only. */
    async public(): Promise<Outcomes> {
      const { byMonth: _months, ...rest } = await current();
      return rest;
    },
    /** The console's table (the staff guard admitted an admin with the second factor). */
    admin: (): Promise<AdminOutcomes> => current(),
    /** Forget the cached table (tests, after seeding scores). */
    refresh: () => {
      cache.invalidate();
      last = null;
    },
  };
}

export type OutcomesService = ReturnType<typeof createOutcomesService>;
