// Benchmark: what the write check adds to a post, end to end (POST /api/posts through
// Fastify, the session, the insert and the answer), target under 5 ms at p95. The same app answers
// every request; the write check is swapped for a no-op on alternate requests, so both sides share
// the database, the caches and the machine's load. Texts: the labelled evaluation set (ordinary and
// crisis messages; crisis ones also write a moderation item), 50 watched words in the table, writers
// past the new-account days. Writes bench/results/write-check.json. Run: node --import tsx bench/write-check.ts
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { evaluationSet } from "../apps/server/src/modules/safety/crisis/test-data/evaluation-set.ts";
import type { WriteDecision } from "../apps/server/src/modules/safety/write-check.service.ts";
import { startHarness } from "../apps/server/test/harness.ts";

const N = Number(process.env.POSTS ?? 1200);
const WARM = 200;
const root = path.resolve(import.meta.dirname, "..");

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => Number(s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(3));
  return { calls: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

const h = await startHarness({ NEW_ACCOUNT_LIMITS: "true" });
const writers = await Promise.all(Array.from({ length: 5 }, () => h.member()));
await h.database.db.execute(sql`update user_profiles set created_at = now() - interval '30 days'`);
await h.database.db.execute(sql`
  insert into watched_words (phrase, action)
  select 'watched phrase ' || i, (array['block', 'hold', 'flag'])[1 + i % 3] from generate_series(1, 50) i`);
h.built.writeCheck.invalidateWatchedWords();

const real = { check: h.built.writeCheck.check, record: h.built.writeCheck.record };
const noop = {
  check: async (): Promise<WriteDecision> => ({
    state: "visible",
    crisis: { level: "none", signals: [], score: 0, means: false, hold: false },
    watched: null,
    themes: [],
    flags: [],
    checkedAt: new Date(),
  }),
  record: async () => {},
};
const use = (impl: typeof real | typeof noop) => Object.assign(h.built.writeCheck, impl);

const texts = evaluationSet.map((m) => ({ text: m.text, crisis: m.label !== "none" }));
const timings = {
  with: { all: [] as number[], ordinary: [] as number[], crisis: [] as number[] },
  without: [] as number[],
};
const post = async (i: number) => {
  const t = texts[i % texts.length]!;
  const m = writers[i % writers.length]!;
  const t0 = performance.now();
  const r = await h.app.inject({
    method: "POST",
    url: "/api/posts",
    headers: { cookie: m.cookie },
    payload: { content: t.text },
  });
  const ms = performance.now() - t0;
  if (r.statusCode !== 200) throw new Error(`post ${i}: ${r.statusCode} ${r.body}`);
  return { ms, crisis: t.crisis };
};

for (let i = 0; i < WARM; i++) {
  use(i % 2 ? noop : real);
  await post(i);
}
for (let i = 0; i < N * 2; i++) {
  const withCheck = i % 2 === 0;
  use(withCheck ? real : noop);
  const { ms, crisis } = await post(i >> 1);
  if (!withCheck) timings.without.push(ms);
  else {
    timings.with.all.push(ms);
    (crisis ? timings.with.crisis : timings.with.ordinary).push(ms);
  }
}
use(real);
const items = (await h.database.db.execute<{ n: number }>(sql`select count(*)::int as n from moderation_items`)).rows[0]
  ?.n;
await h.close();

const withAll = stats(timings.with.all);
const without = stats(timings.without);
const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cpus, ${os.cpus()[0]?.model}`,
  node: process.version,
  /** The machine is shared: figures taken under load are higher than on an idle one. */
  loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
  postsEachSide: N,
  watchedWords: 50,
  moderationItemsWritten: items,
  postMs: {
    withCheck: withAll,
    withCheckOrdinaryTexts: stats(timings.with.ordinary),
    withCheckCrisisTexts: stats(timings.with.crisis),
    withoutCheck: without,
  },
  addedMs: { p50: Number((withAll.p50 - without.p50).toFixed(3)), p95: Number((withAll.p95 - without.p95).toFixed(3)) },
  targets: { addedP95Ms: 5 },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/write-check.json"), `${JSON.stringify(result, null, 2)}\n`);
