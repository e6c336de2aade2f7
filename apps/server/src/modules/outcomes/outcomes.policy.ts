// The outcome arithmetic (decision 037), pure: each member's first before-session score and the one
// nearest a time point become a pair; the contract's rules say whether the pair is a reliable change
// and whether it reached remission; then every number that would describe fewer than 10 people, or let
// someone work such a number out by subtraction, is hidden.
import type { InstrumentId } from "@saathi/contract/assessments";
import { MEASURE_RULES, reliableChange } from "@saathi/contract/care-between";
import { OUTCOMES_MIN_CELL, type OutcomeRow } from "@saathi/contract/outcomes";

/** How many members had this first score and this score near `weeks` (grouped in SQL). */
export interface ScorePair {
  instrument: InstrumentId;
  weeks: 8 | 12;
  /** India-time month (YYYY-MM) of the first score. */
  month: string;
  first: number;
  later: number;
  members: number;
}

/** The true counts of one table row, before anything is hidden. */
export interface Tally {
  instrument: InstrumentId;
  weeks: 8 | 12;
  n: number;
  improved: number;
  worse: number;
  /** Started above the remission threshold (not in remission at the first score). */
  startedAbove: number;
  /** Of startedAbove, in remission at the time point. */
  remitted: number;
}

export function tally(instrument: InstrumentId, weeks: 8 | 12, pairs: readonly ScorePair[]): Tally {
  const rule = MEASURE_RULES[instrument];
  const t: Tally = { instrument, weeks, n: 0, improved: 0, worse: 0, startedAbove: 0, remitted: 0 };
  for (const p of pairs) {
    if (p.instrument !== instrument || p.weeks !== weeks) continue;
    t.n += p.members;
    const change = reliableChange(instrument, p.first, p.later);
    if (change === "reliably_improved") t.improved += p.members;
    if (change === "reliably_worse") t.worse += p.members;
    // Remission counts only those who started above the threshold: someone already in remission at
    // the first score has not "reached" it.
    if (!rule.inRemission(p.first)) {
      t.startedAbove += p.members;
      if (rule.inRemission(p.later)) t.remitted += p.members;
    }
  }
  return t;
}

/** A number may be shown: it counts at least 10 people. */
const big = (count: number) => count >= OUTCOMES_MIN_CELL;
/** A difference someone could work out is harmless: nobody, or at least 10 people. */
const safeRest = (rest: number) => rest === 0 || rest >= OUTCOMES_MIN_CELL;
const share = (count: number, of: number) => Math.round((count / of) * 1000) / 1000;

/**
 * The row as shown. n under 10 hides the whole row. A count is shown when it is at least 10 and the
 * rest of its denominator (n minus it) is 0 or at least 10. When improved and worse are both shown,
 * the people with no reliable change (n minus both) must be 0 or at least 10, else worse is hidden too.
 * Those who started above the remission threshold follow the same rule against n, and remission
 * against them. A share is shown only with its count.
 */
export function present(t: Tally): OutcomeRow {
  const hidden: OutcomeRow = {
    instrument: t.instrument,
    weeks: t.weeks,
    n: null,
    reliablyImproved: null,
    reliablyWorse: null,
    startedAbove: null,
    remission: null,
  };
  if (!big(t.n)) return hidden;
  const shows = (count: number, of: number) => big(count) && safeRest(of - count);
  const improved = shows(t.improved, t.n);
  let worse = shows(t.worse, t.n);
  if (improved && worse && !safeRest(t.n - t.improved - t.worse)) worse = false;
  const above = shows(t.startedAbove, t.n);
  const remission = above && shows(t.remitted, t.startedAbove);
  return {
    ...hidden,
    n: t.n,
    reliablyImproved: improved ? { count: t.improved, share: share(t.improved, t.n) } : null,
    reliablyWorse: worse ? { count: t.worse, share: share(t.worse, t.n) } : null,
    startedAbove: above ? t.startedAbove : null,
    remission: remission ? { count: t.remitted, share: share(t.remitted, t.startedAbove) } : null,
  };
}

/** The numbers of a row as the table shows them (null: hidden), in one fixed order. */
const shown = (r: OutcomeRow) => [
  r.n,
  r.reliablyImproved?.count ?? null,
  r.reliablyWorse?.count ?? null,
  r.startedAbove,
  r.remission?.count ?? null,
];
const truth = (t: Tally) => [t.n, t.improved, t.worse, t.startedAbove, t.remitted];

/**
 * Rows that add up to a shown total (the months of one instrument and time point): when exactly one
 * part of a number is hidden and it is not 0, the total minus the shown parts would give it away, so
 * the smallest other part that is still shown is hidden as a whole row, until no number can be
 * worked out.
 */
export function protectParts(total: OutcomeRow, parts: Tally[]): OutcomeRow[] {
  const rows = parts.map(present);
  const wholeRowHidden = new Set<number>(rows.flatMap((r, i) => (r.n === null ? [i] : [])));
  const totals = shown(total);
  for (let guard = 0; guard < parts.length; guard++) {
    let changed = false;
    for (const [k, totalValue] of totals.entries()) {
      if (totalValue === null) continue;
      const hiddenParts = rows.flatMap((r, i) => (shown(r)[k] === null ? [i] : []));
      const only = hiddenParts.length === 1 ? hiddenParts[0] : undefined;
      const secret = only === undefined ? 0 : (truth(parts[only] as Tally)[k] ?? 0);
      if (secret === 0) continue;
      const candidates = rows
        .map((r, i) => ({ i, n: r.n }))
        .filter((c) => c.n !== null && !wholeRowHidden.has(c.i) && c.i !== only)
        .sort((a, b) => (a.n as number) - (b.n as number));
      const next = candidates[0];
      if (!next) continue;
      wholeRowHidden.add(next.i);
      rows[next.i] = present({ ...(parts[next.i] as Tally), n: 0 });
      changed = true;
    }
    if (!changed) break;
  }
  return rows;
}
