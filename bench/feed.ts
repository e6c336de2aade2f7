// Benchmark: 10,000 members, 100,000 posts, 500,000 follows. Measures the feed endpoint's
// server-side time (Server-Timing) under 50 concurrent clients, and how long a followed member's new
// post takes to reach an open realtime socket. Writes bench/results/feed.json.
// Run: node --import tsx bench/feed.ts   (about a minute)
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pino from "pino";
import WebSocket from "ws";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { connect, runMigrations } from "../apps/server/src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../apps/server/src/platform/db/embedded.ts";

const MEMBERS = 10_000;
const POSTS = 100_000;
const FOLLOWS = 500_000;
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const DURATION_MS = Number(process.env.DURATION_MS ?? 15_000);

const log = pino({ level: "warn" });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-feed-"));
const pg = await startEmbeddedDatabase(dataDir, log, { persistent: false });
const database = connect(pg.url, 60);
await runMigrations(database.db);
const t0 = Date.now();
const { db } = database;
await db.execute(sql`
  insert into "user" (id, name, email, email_verified, role)
  select gen_random_uuid(), 'Bench Member ' || i, 'bench' || i || '@bench.local', true, 'users'
  from generate_series(1, ${MEMBERS}) i`);
await db.execute(sql`
  insert into user_profiles (user_id, first_name, last_name, display_name, username, bio, is_private)
  select id, 'Bench', 'Member ' || split_part(email, '@', 1), name, split_part(email, '@', 1), 'A benchmark member.',
    random() < 0.05
  from "user" where email like '%@bench.local'`);
await db.execute(
  sql`create unlogged table ids as select row_number() over (order by id) as n, id from "user" where email like '%@bench.local'`,
);
await db.execute(sql`
  insert into posts (user_id, content, created_at, updated_at)
  select ids.id, 'Post number ' || g || ': breathing slowly today.', t, t
  from generate_series(1, ${POSTS}) g
  cross join lateral (select now() - (random() * interval '30 days') as t) ts
  join ids on ids.n = 1 + (g * 7919) % ${MEMBERS}`);
await db.execute(sql`
  insert into follows (follower_id, following_id, status)
  select a.id, b.id, 'accepted'
  from generate_series(1, ${FOLLOWS}) g
  join ids a on a.n = 1 + (g % ${MEMBERS})
  join ids b on b.n = 1 + ((g * 31 + g / ${MEMBERS} * 17) % ${MEMBERS})
  where a.id <> b.id
  on conflict do nothing`);
await db.execute(sql`
  insert into post_likes (post_id, user_id)
  select p.id, ids.id from (select id, row_number() over () as n from posts limit 20000) p
  join ids on ids.n = 1 + (p.n * 13) % ${MEMBERS} on conflict do nothing`);
await db.execute(sql`analyze`);
const counts = (
  await db.execute<{ members: number; posts: number; follows: number }>(sql`
  select (select count(*) from "user")::int as members, (select count(*) from posts)::int as posts,
         (select count(*) from follows)::int as follows`)
).rows[0];
const seedMs = Date.now() - t0;

// Password accounts for the benchmark clients (one hash, reused).
const config = loadConfig({
  NODE_ENV: "test",
  PORT: "0",
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  SERVE_WEB: "false",
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-000",
  PUBLIC_URL: "http://localhost:3000",
  LOG_LEVEL: "warn",
});
const { app, auth, realtime } = await buildApp({ config, database, logger: log });
const hash = await (await auth.$context).password.hash("bench-pass");
await db.execute(sql`
  insert into account (account_id, provider_id, user_id, password)
  select id::text, 'credential', id, ${hash} from ids where n <= ${CLIENTS + 1}`);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

async function signIn(n: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify({ email: `bench${n}@bench.local`, password: "bench-pass" }),
  });
  if (!res.ok) throw new Error(`sign-in ${n}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const emails = (
  await db.execute<{ email: string }>(
    sql`select u.email from ids join "user" u on u.id = ids.id where ids.n <= ${CLIENTS + 1} order by ids.n`,
  )
).rows.map((r) => Number(r.email.replace(/\D/g, "")));
const cookies = await Promise.all(emails.slice(0, CLIENTS).map(signIn));

if (process.env.PROBE) {
  for (const url of ["/api/health", "/api/config", "/api/me", "/api/feed", "/api/notifications/unread-count"]) {
    const t = performance.now();
    for (let i = 0; i < 300; i++)
      await (await fetch(`${base}${url}`, { headers: { cookie: cookies[0] as string } })).text();
    console.log(url, ((performance.now() - t) / 300).toFixed(2), "ms each");
  }
  process.exit(0);
}
if (process.env.EXPLAIN) {
  const { createPostsRepository } = await import("../apps/server/src/modules/feed/posts.repository.ts");
  const viewer = (await db.execute<{ id: string }>(sql`select id from ids where n = 1`)).rows[0]?.id as string;
  const repo = createPostsRepository(db);
  const t = performance.now();
  await repo.page(viewer, null, 11);
  console.log("one feed page:", (performance.now() - t).toFixed(1), "ms");
  const { selectPosts } = await import("../apps/server/src/modules/feed/posts.repository.ts");
  const { rows } = await db.execute<{ "QUERY PLAN": string }>(
    sql`explain analyze ${selectPosts(viewer, sql`true`, 11)}`,
  );
  console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
  process.exit(0);
}
/** Runs the load generator in a child process and returns its timings. */
async function load(paceMs: number): Promise<{ server: number[]; client: number[] }> {
  const cookiesFile = path.join(dataDir, "cookies.json");
  writeFileSync(cookiesFile, JSON.stringify(cookies));
  // Asynchronous on purpose: this process is also the server, and must keep answering.
  const { stdout: out } = await promisify(execFile)(
    process.execPath,
    [path.join(import.meta.dirname, "feed-load.mjs")],
    {
      env: {
        ...process.env,
        BASE: base,
        COOKIES_FILE: cookiesFile,
        DURATION_MS: String(DURATION_MS),
        PACE_MS: String(paceMs),
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(String(out));
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(2));
};

const PACE_MS = Number(process.env.PACE_MS ?? 250);
const saturatedRun = await load(0);
const pacedRun = await load(PACE_MS);
const saturated = {
  requests: saturatedRun.server.length,
  perSecond: Math.round(saturatedRun.server.length / (DURATION_MS / 1000)),
  server: saturatedRun.server,
  client: saturatedRun.client,
};
const serverMs = pacedRun.server;
const clientMs = pacedRun.client;

// Realtime: the follower's socket receives post_created when the followed author posts.
const [followerCookie, authorCookie] = [cookies[0] as string, await signIn(emails[CLIENTS] as number)];
const me = async (cookie: string) =>
  ((await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { user: { id: string } }).user.id;
const followerId = await me(followerCookie);
const authorId = await me(authorCookie);
await db.execute(
  sql`insert into follows (follower_id, following_id, status) values (${followerId}, ${authorId}, 'accepted') on conflict do nothing`,
);
const socket = new WebSocket(`${base.replace("http", "ws")}/api/realtime`, { headers: { cookie: followerCookie } });
await new Promise<void>((resolve) => socket.once("message", () => resolve()));
socket.send(JSON.stringify({ type: "subscribe", channel: `user:${followerId}` }));
await new Promise((r) => setTimeout(r, 200));
const realtimeMs: number[] = [];
for (let i = 0; i < 20; i++) {
  const received = new Promise<number>((resolve) => {
    const onMessage = (raw: WebSocket.RawData) => {
      const m = JSON.parse(String(raw));
      if (m.type === "event" && m.event === "post_created") {
        socket.off("message", onMessage);
        resolve(performance.now());
      }
    };
    socket.on("message", onMessage);
  });
  const started = performance.now();
  const res = await fetch(`${base}/api/posts`, {
    method: "POST",
    headers: { cookie: authorCookie, "content-type": "application/json" },
    body: JSON.stringify({ content: `Live post ${i}` }),
  });
  if (!res.ok) throw new Error(`post failed: ${res.status}`);
  realtimeMs.push((await received) - started);
}
socket.close();

const result = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  data: counts,
  seedMs,
  feedPaced: {
    clients: CLIENTS,
    paceMs: PACE_MS,
    durationMs: DURATION_MS,
    requests: serverMs.length,
    perSecond: Math.round(serverMs.length / (DURATION_MS / 1000)),
    serverMs: { p50: pct(serverMs, 50), p95: pct(serverMs, 95), p99: pct(serverMs, 99), targetP95: 15 },
    clientMs: { p50: pct(clientMs, 50), p95: pct(clientMs, 95) },
  },
  feedSaturated: {
    clients: CLIENTS,
    note: "closed loop: every client sends its next request as soon as the last answers",
    requests: saturated.requests,
    perSecond: saturated.perSecond,
    serverMs: { p50: pct(saturated.server, 50), p95: pct(saturated.server, 95), p99: pct(saturated.server, 99) },
    clientMs: { p50: pct(saturated.client, 50), p95: pct(saturated.client, 95) },
  },
  newPostToFollowerSocketMs: { p50: pct(realtimeMs, 50), max: pct(realtimeMs, 100), target: 1000 },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
writeFileSync(path.join(import.meta.dirname, "results", "feed.json"), `${JSON.stringify(result, null, 2)}\n`);
await realtime.close();
await app.close();
await database.pool.end();
await pg.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
