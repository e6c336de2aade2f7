// The outcomes read over outcome_summaries (one row per member and questionnaire, kept by triggers on
// assessment_results) must give exactly what the old read over every before-session score gave
// (test/outcomes-oracle.ts): the same grouped pairs, so the same table after the small-number rule,
// on a varied population and after every kind of write to the scores: new ones, an earlier one that
// moves the baseline, a booking deleted (its scores become self-checks), sensitive consent withdrawn,
// a member erased, and two check-ins of one member answered at once.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { oldPairs } from "../../../test/outcomes-oracle.ts";
import { createConsentsRepository } from "../consents/consents.repository.ts";
import { createOutcomesRepository, type PairRow } from "./outcomes.repository.ts";
import { createOutcomesService } from "./outcomes.service.ts";

let h: Harness;
const DAY = 86_400_000;
const START = Date.parse("2026-01-03T04:30:00Z");
const MAX = { phq9: 27, gad7: 21, who5: 25 } as const;
type Instrument = keyof typeof MAX;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

let bookings: string[] = [];
let members: string[] = [];

async function newUsers(count: number, tag: string): Promise<string[]> {
  const rows = (
    await h.database.db.execute(sql`insert into "user" (name, email, role, email_verified)
      select 'Outcome ' || g, 'outcome-' || ${tag} || '-' || g || '@example.test', 'user', true
      from generate_series(1, ${count}) g returning id`)
  ).rows as { id: string }[];
  return rows.map((r) => r.id);
}

interface Score {
  user: string;
  instrument: Instrument;
  score: number;
  booking: string | null;
  at: string;
}

async function insertScores(scores: Score[]) {
  if (!scores.length) return;
  await h.database.pool.query(
    `insert into assessment_results (user_id, instrument, answers, score, band_key, booking_id, created_at)
     select u, i, '{0}', s, 'x', b, t from unnest($1::uuid[], $2::text[], $3::int[], $4::uuid[], $5::timestamptz[]) as t(u, i, s, b, t)`,
    [
      scores.map((x) => x.user),
      scores.map((x) => x.instrument),
      scores.map((x) => x.score),
      scores.map((x) => x.booking),
      scores.map((x) => x.at),
    ],
  );
}

/**
 * Members whose later scores cluster around a few values (so many cells reach 10 and the rule has
 * something to hide and something to show), at days chosen to hit every edge of the windows: exactly
 * 14 days either side of 8 and 12 weeks, a day beyond, two scores equally far from the time point
 * (the earlier wins), two at the same moment, one score only, self-checks mixed in, several
 * questionnaires per member and first scores over three months (the console's months).
 */
function population(users: string[], rnd: () => number): Score[] {
  const days = [0, 7, 14, 28, 41, 42, 43, 48, 56, 64, 69, 70, 71, 76, 83, 84, 85, 97, 98, 99, 112, 140];
  const out: Score[] = [];
  for (const user of users) {
    const instruments = (["phq9", "gad7", "who5"] as Instrument[]).filter((_, k) => k === 0 || rnd() < 0.35);
    for (const instrument of instruments) {
      const start = START + Math.floor(rnd() * 80) * DAY + Math.floor(rnd() * 4) * 3_600_000;
      const high = instrument === "who5" ? 6 : 18;
      const baseline = rnd() < 0.2 ? (instrument === "who5" ? 15 : 3) : high + Math.floor(rnd() * 3);
      const count = rnd() < 0.12 ? 1 : 2 + Math.floor(rnd() * 5);
      const chosen = [
        0,
        ...Array.from({ length: count - 1 }, () => days[1 + Math.floor(rnd() * (days.length - 1))] ?? 56),
      ];
      if (rnd() < 0.1) chosen.push(chosen[chosen.length - 1] ?? 0); // two at the same moment
      for (const [k, day] of chosen.entries()) {
        const drift = k === 0 ? 0 : ([-12, -8, -6, -3, 0, 4, 7][Math.floor(rnd() * 7)] ?? 0);
        const score = Math.max(0, Math.min(MAX[instrument], baseline + (instrument === "who5" ? -drift : drift)));
        out.push({
          user,
          instrument,
          score,
          booking: bookings[Math.floor(rnd() * bookings.length)] ?? null,
          at: new Date(start + day * DAY).toISOString(),
        });
      }
      if (rnd() < 0.3)
        out.push({ user, instrument, score: 1, booking: null, at: new Date(start + 56 * DAY).toISOString() });
    }
  }
  return out;
}

const byKey = (rows: PairRow[]) =>
  [...rows].sort((a, b) =>
    `${a.kind}|${a.instrument}|${a.weeks}|${a.month}|${a.first}|${a.later}`.localeCompare(
      `${b.kind}|${b.instrument}|${b.weeks}|${b.month}|${b.first}|${b.later}`,
    ),
  );

/** The new read equals the old one, and so does the whole table the service builds from it. */
async function expectSameAsOracle() {
  const repo = createOutcomesRepository(h.database.db);
  const [now, before] = await Promise.all([repo.pairs(), oldPairs(h.database.db)]);
  expect(byKey(now)).toEqual(byKey(before));
  const clock = () => Date.parse("2026-06-01T00:00:00Z");
  const fromSummary = await createOutcomesService(repo, clock).admin();
  const fromScores = await createOutcomesService({ pairs: () => oldPairs(h.database.db) }, clock).admin();
  expect(fromSummary).toEqual(fromScores);
  return fromSummary;
}

const summaryOf = async (user: string) =>
  (
    await h.database.db.execute(sql`select instrument, scores, first_score, week8_score, week12_score, first_at
      from outcome_summaries where user_id = ${user} order by instrument`)
  ).rows;

beforeAll(async () => {
  h = await startHarness();
  const [expert, client] = await newUsers(2, "pair");
  bookings = (
    await h.database.db.execute(sql`insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type,
        language, amount, provider, hold_expires_at)
      select ${expert}, ${client}, now() + g * interval '1 hour', now() + g * interval '1 hour' + interval '50 minutes',
        'CONFIRMED', 'video', 'English', 50000, 'sandbox', now()
      from generate_series(1, 3) g returning id`)
  ).rows.map((r) => (r as { id: string }).id);
  members = await newUsers(700, "pop");
  await insertScores(population(members, random(34)));
}, 180_000);
afterAll(() => h?.close());

describe("outcomes from outcome_summaries", () => {
  it("equal the old read over every score, small-number rule included", async () => {
    const table = await expectSameAsOracle();
    // The population exercises the rule: numbers shown and numbers hidden, over several months.
    const numbers = table.rows.flatMap((r) => [r.n, r.reliablyImproved, r.reliablyWorse, r.startedAbove, r.remission]);
    expect(numbers.some((x) => x === null)).toBe(true);
    expect(numbers.some((x) => x !== null)).toBe(true);
    expect(table.byMonth.length).toBeGreaterThanOrEqual(3);
    const monthNumbers = table.byMonth.flatMap((m) => m.rows.map((r) => r.n));
    expect(monthNumbers.some((x) => x === null) && monthNumbers.some((x) => x !== null)).toBe(true);
  }, 60_000);

  it("hold each member's baseline and nearest scores (ties to the earlier, window edges included)", async () => {
    const [a, b, c] = await newUsers(3, "hand");
    const [bk] = bookings;
    const at = (day: number, hours = 0) => new Date(START + day * DAY + hours * 3_600_000).toISOString();
    await insertScores([
      // a: 42 and 70 are both 14 days from 8 weeks (the earlier wins); 98 is 14 days after 12 weeks.
      { user: a as string, instrument: "phq9", score: 20, booking: bk ?? null, at: at(0) },
      { user: a as string, instrument: "phq9", score: 11, booking: bk ?? null, at: at(42) },
      { user: a as string, instrument: "phq9", score: 9, booking: bk ?? null, at: at(70) },
      { user: a as string, instrument: "phq9", score: 4, booking: bk ?? null, at: at(98) },
      { user: a as string, instrument: "phq9", score: 0, booking: null, at: at(84) }, // a self-check
      // b: only a day beyond both windows; two scores, so counted with two but in no time point.
      { user: b as string, instrument: "gad7", score: 15, booking: bk ?? null, at: at(0) },
      { user: b as string, instrument: "gad7", score: 2, booking: bk ?? null, at: at(99) },
      // c: one score.
      { user: c as string, instrument: "who5", score: 8, booking: bk ?? null, at: at(0) },
    ]);
    const row = (instrument: string, scores: number, first: number, w8: number | null, w12: number | null) => ({
      instrument,
      scores,
      first_score: first,
      week8_score: w8,
      week12_score: w12,
    });
    expect(await summaryOf(a as string)).toMatchObject([row("phq9", 4, 20, 11, 9)]);
    expect(await summaryOf(b as string)).toMatchObject([row("gad7", 2, 15, null, null)]);
    expect(await summaryOf(c as string)).toMatchObject([row("who5", 1, 8, null, null)]);
    // An earlier score (day -28) moves the baseline: 8 weeks is now day 28 (day 42 is 14 days off, day
    // 0 too far), 12 weeks day 56 (days 42 and 70 equally near: the earlier).
    await insertScores([{ user: a as string, instrument: "phq9", score: 25, booking: bk ?? null, at: at(-28) }]);
    expect(await summaryOf(a as string)).toMatchObject([row("phq9", 5, 25, 11, 11)]);
    await expectSameAsOracle();
  }, 60_000);

  it("follow deletions: a booking deleted, sensitive consent withdrawn, a member erased", async () => {
    const rnd = random(7);
    // Scores of a deleted booking become self-checks (booking_id set null): they stop counting.
    const [gone] = bookings;
    await h.database.db.execute(sql`delete from bookings where id = ${gone}`);
    bookings = bookings.slice(1);
    await expectSameAsOracle();
    // Withdrawing the sensitive consent deletes the member's results, and with them their summary.
    const withdrawing = members.slice(0, 40);
    const consents = createConsentsRepository(h.database.db);
    for (const id of withdrawing) await consents.withdrawSensitive(id);
    for (const id of withdrawing.slice(0, 5)) expect(await summaryOf(id)).toEqual([]);
    // An erased member's rows go with the user row.
    const erased = members.slice(40, 80);
    await h.database.pool.query(`delete from "user" where id = any($1::uuid[])`, [erased]);
    const left = await h.database.pool.query(
      `select count(*)::int as n from outcome_summaries where user_id = any($1::uuid[])`,
      [erased],
    );
    expect(left.rows[0]).toEqual({ n: 0 });
    // New members keep arriving: still the same table.
    await insertScores(population(await newUsers(150, "late"), rnd));
    await expectSameAsOracle();
  }, 60_000);

  it("stay right when one member's two check-ins are stored at once", async () => {
    const [m] = await newUsers(1, "race");
    const [bk] = bookings;
    const a = await h.database.pool.connect();
    const b = await h.database.pool.connect();
    try {
      const insert = (day: number, score: number) =>
        `insert into assessment_results (user_id, instrument, answers, score, band_key, booking_id, created_at)
         values ('${m}', 'phq9', '{0}', ${score}, 'x', '${bk}', '${new Date(START + day * DAY).toISOString()}')`;
      await a.query("begin");
      await b.query("begin");
      await a.query(insert(0, 20));
      // b's recompute waits for a's transaction, then sees its score (without the lock it would not,
      // and its upsert would overwrite a's row with a count of 1).
      const second = b.query(insert(56, 8));
      await new Promise((r) => setTimeout(r, 300));
      await a.query("commit");
      await second;
      await b.query("commit");
    } finally {
      a.release();
      b.release();
    }
    expect(await summaryOf(m as string)).toMatchObject([
      { instrument: "phq9", scores: 2, first_score: 20, week8_score: 8, week12_score: null },
    ]);
  }, 60_000);
});
