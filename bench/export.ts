// Benchmark: 'Download my data' for a heavy member — 2,000 posts (200 with an image of
// ~40 KB), 20,000 chat messages (10,000 theirs, to 50 people), 365 journal entries, 100 bookings with
// payments, 2,000 comments, 5,000 likes, 1,000 notifications — must be built in under 60 s. The app
// runs in this process on an embedded PostgreSQL; the build is the same job the server runs (zip in
// private storage). Writes bench/results/export.json (not with BENCH_SMALL).
// Run: node --import tsx bench/export.ts              (about a minute on 2 cores)
//      BENCH_SMALL=1 node --import tsx bench/export.ts (1/10 of the volumes)
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { connect, runMigrations } from "../apps/server/src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../apps/server/src/platform/db/embedded.ts";

const SMALL = Boolean(process.env.BENCH_SMALL);
const scale = SMALL ? 0.1 : 1;
const n = (x: number) => Math.max(1, Math.round(x * scale));
const volumes = {
  posts: n(2000),
  images: n(200),
  messages: n(20_000),
  journal: n(365),
  bookings: n(100),
  comments: n(2000),
  likes: n(5000),
  notifications: n(1000),
};
const TARGET_MS = 60_000;
const root = path.resolve(import.meta.dirname, "..");
const log = pino({ level: "warn" });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-export-"));
const pg = await startEmbeddedDatabase(dataDir, log, { persistent: false });
const database = connect(pg.url, 10);
await runMigrations(database.db);
const config = loadConfig({
  NODE_ENV: "test",
  PORT: "0",
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  SERVE_WEB: "false",
  JOBS: "false",
  AUTH_SECRET: randomBytes(24).toString("hex"),
  PUBLIC_URL: "http://localhost:3000",
  LOG_LEVEL: "warn",
});
const built = await buildApp({ config, database, logger: log });
const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);

// People: the heavy member, 50 people they talk to, one expert.
const t0 = performance.now();
const person = async (name: string, i: number) => {
  const { rows } = await q(`insert into "user" (name, email, email_verified) values ($1, $2, true) returning id`, [
    name,
    `bench${i}@bench.local`,
  ]);
  await q(`insert into user_profiles (user_id, display_name, username) values ($1, $2, $3)`, [
    rows[0].id,
    name,
    `bench_${i}`,
  ]);
  return rows[0].id as string;
};
const me = await person("Heavy Member", 0);
const others: string[] = [];
for (let i = 1; i <= 50; i++) others.push(await person(`Friend ${i}`, i));
const expert = await person("Bench Expert", 99);

await q(
  `insert into posts (user_id, content, created_at) select $1, 'Post number ' || g || ' <with> & "marks"', now() - g * interval '1 hour'
   from generate_series(1, $2) g`,
  [me, volumes.posts],
);
const { rows: withImages } = await q(`select id from posts where user_id = $1 limit $2`, [me, volumes.images]);
for (const post of withImages) {
  const key = `posts/${me}/${randomBytes(16).toString("base64url")}.webp`;
  await built.storage.putPrivate(key, randomBytes(40_000), "image/webp");
  await q(`update posts set media_urls = array[$1] where id = $2`, [key, post.id]);
}
await q(
  `insert into chat_messages (sender_id, receiver_id, message, sent_at)
   select case when g % 2 = 0 then $1 else o end, case when g % 2 = 0 then o else $1 end,
     'Message ' || g || ' about a long day at work and how I feel about it', now() - g * interval '1 minute'
   from generate_series(1, $3) g, lateral (select ($2::uuid[])[1 + g % 50] as o) x`,
  [me, others, volumes.messages],
);
await q(
  `insert into journal_entries (user_id, client_id, body, created_at) select $1, gen_random_uuid(),
   'Day ' || g || ': ' || repeat('a thought I wanted to keep. ', 20), now() - g * interval '1 day' from generate_series(1, $2) g`,
  [me, volumes.journal],
);
await q(
  `with b as (insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount, provider, hold_expires_at)
     select $1, $2, now() - g * interval '2 hours', now() - g * interval '2 hours' + interval '50 minutes', 'CONFIRMED', 'video',
       'English', 80000, 'sandbox', now() from generate_series(1, $3) g returning id)
   insert into payments (booking_id, provider, gateway_order_id, status, amount) select id, 'sandbox', 'order_' || id, 'captured', 80000 from b`,
  [expert, me, volumes.bookings],
);
const { rows: somePosts } = await q(`select id from posts where user_id = $1 limit 100`, [me]);
await q(
  `insert into post_comments (post_id, user_id, content) select ($2::uuid[])[1 + g % 100], $1, 'Comment ' || g
   from generate_series(1, $3) g`,
  [me, somePosts.map((p) => p.id), volumes.comments],
);
await q(`insert into post_likes (post_id, user_id) select id, $1 from posts where user_id = $1 limit $2`, [
  me,
  volumes.likes,
]);
await q(
  `insert into notifications (user_id, type, data) select $1, 'account', jsonb_build_object('message', 'Notice ' || g)
   from generate_series(1, $2) g`,
  [me, volumes.notifications],
);
const seedMs = Math.round(performance.now() - t0);
console.log(`seeded in ${seedMs} ms`, volumes);

// The build, timed as the job runs it.
const { rows: started } = await q(`insert into data_exports (user_id) values ($1) returning id`, [me]);
const exportId = started[0].id as string;
const rss0 = process.memoryUsage().rss;
const t1 = performance.now();
await built.dataExport.build(exportId);
const buildMs = Math.round(performance.now() - t1);
const { rows: done } = await q(`select status, size_bytes, error from data_exports where id = $1`, [exportId]);
if (done[0].status !== "ready") throw new Error(`export not ready: ${JSON.stringify(done[0])}`);
const result = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  volumes,
  seedMs,
  buildMs,
  targetMs: TARGET_MS,
  met: buildMs < TARGET_MS,
  zipBytes: Number(done[0].size_bytes),
  rssGrowthMb: Math.round((process.memoryUsage().rss - rss0) / 2 ** 20),
};
console.log(result);
if (!SMALL) writeFileSync(path.join(root, "bench/results/export.json"), `${JSON.stringify(result, null, 2)}\n`);
await built.app.close();
await database.pool.end();
await pg.stop();
rmSync(dataDir, { recursive: true, force: true });
if (!result.met) process.exitCode = 1;
