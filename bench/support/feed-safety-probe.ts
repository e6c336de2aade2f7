// Compares the feed's page query (selectPosts, home feed) with the hidden-array variant
// (feed-safety-alt.ts) on a database seeded by bench/feed-safety.ts: same rows for 300 viewers who
// block, are blocked or mute, then the pool round trip of each (400 queries, unprepared and named/prepared)
// and their EXPLAIN (ANALYZE) planning and execution times.
// Run: BENCH_DB_DIR=dir node --import tsx bench/support/feed-safety-probe.ts   (dir: a kept feed-safety database)
import path from "node:path";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pino from "pino";
import { selectPosts } from "../../apps/server/src/modules/feed/posts.repository.ts";
import { connect } from "../../apps/server/src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../../apps/server/src/platform/db/embedded.ts";
import { altSelect, altSelectOnce } from "./feed-safety-alt.ts";

const dir = process.env.BENCH_DB_DIR;
if (!dir) throw new Error("BENCH_DB_DIR: the kept database of bench/feed-safety.ts");
const pg = await startEmbeddedDatabase(path.resolve(dir), pino({ level: "warn" }), { persistent: true });
const { pool } = connect(pg.url, 4);
const dialect = new PgDialect();
const variants = {
  current: (v: string) => dialect.sqlToQuery(selectPosts(v, sql`true`, 11, true)),
  hiddenArray: (v: string) => dialect.sqlToQuery(altSelect(v, sql`true`, 11)),
  hiddenOnce: (v: string) => dialect.sqlToQuery(altSelectOnce(v, sql`true`, 11)),
};
const viewers: string[] = (
  await pool.query(`select id from (select blocker_id as id from blocks union select muter_id from mutes
    union select blocked_id from blocks) x order by id limit 300`)
).rows.map((r) => r.id);

let differing = 0;
for (const v of viewers) {
  const a = variants.current(v);
  for (const b of [variants.hiddenArray(v), variants.hiddenOnce(v)]) {
    const [ra, rb] = [(await pool.query(a.sql, a.params)).rows, (await pool.query(b.sql, b.params)).rows];
    if (JSON.stringify(ra) !== JSON.stringify(rb)) differing++;
  }
}
console.log(`variants differing from current: ${differing} of ${2 * viewers.length} (viewer, variant) pairs`);

for (const round of [1, 2]) {
  for (const [name, make] of Object.entries(variants)) {
    const n = 400;
    let t = performance.now();
    for (let i = 0; i < n; i++) {
      const q = make(viewers[i % viewers.length] as string);
      await pool.query(q.sql, q.params);
    }
    const unprepared = (performance.now() - t) / n;
    t = performance.now();
    for (let i = 0; i < n; i++) {
      const q = make(viewers[i % viewers.length] as string);
      await pool.query({ name: `feed_${name}`, text: q.sql, values: q.params });
    }
    const prepared = (performance.now() - t) / n;
    const q = make(viewers[0] as string);
    const plan = (await pool.query(`explain (analyze, summary) ${q.sql}`, q.params)).rows.map((r) => r["QUERY PLAN"]);
    const time = (label: string) => plan.find((l: string) => l.startsWith(label))?.match(/[\d.]+/)?.[0];
    console.log(
      `round ${round} ${name}: ${unprepared.toFixed(2)} ms a query unprepared, ${prepared.toFixed(2)} ms prepared;` +
        ` planning ${time("Planning Time")} ms, execution ${time("Execution Time")} ms`,
    );
  }
}
await pool.end();
await pg.stop();
