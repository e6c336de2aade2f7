// Benchmark: 1,000 connected members exchanging 100 messages a second — time from send to
// the partner's socket — and the server's memory with 5,000 idle authenticated sockets.
// The server runs as its own process (apps/server/src/main.ts) on an embedded PostgreSQL this
// script starts. Writes bench/results/chat.json. Run: node --import tsx bench/chat.ts
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import WebSocket from "ws";
import { connect, runMigrations } from "../apps/server/src/platform/db/client.ts";
import { freePort, startEmbeddedDatabase } from "../apps/server/src/platform/db/embedded.ts";

const ACTIVE = 1000;
const IDLE_TOTAL = 5000;
const RATE = 100;
const SECONDS = Number(process.env.SECONDS ?? 10);
const SECRET = randomBytes(24).toString("hex");
const root = path.resolve(import.meta.dirname, "..");

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-chat-"));
const pg = await startEmbeddedDatabase(dataDir, pino({ level: "warn" }), { persistent: false });
const database = connect(pg.url, 10);
await runMigrations(database.db);
await database.db.execute(sql`
  insert into "user" (id, name, email, email_verified)
  select gen_random_uuid(), 'Chat Member ' || i, 'chat' || i || '@bench.local', true from generate_series(1, ${IDLE_TOTAL}) i`);
await database.db.execute(sql`
  insert into user_profiles (user_id, display_name, username) select id, name, split_part(email, '@', 1) from "user"`);
await database.db.execute(sql`
  insert into session (token, user_id, expires_at) select 'tok-' || id, id, now() + interval '1 day' from "user"`);
const users = (await database.db.execute<{ id: string }>(sql`select id from "user" order by email`)).rows.map(
  (r) => r.id,
);
const cookieFor = (id: string) => {
  const token = `tok-${id}`;
  const sig = createHmac("sha256", SECRET).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${sig}`)}`;
};

const port = await freePort();
const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: pg.url,
    AUTH_SECRET: SECRET,
    SEED_DEMO: "false",
    SERVE_WEB: "false",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
  },
  stdio: "inherit",
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const rssMb = () => Number(readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
const baselineRss = rssMb();

/** Opens an authenticated socket subscribed to the member's user_messages channel. */
function open(
  userId: string,
  onMessage?: (m: { event: string; data: { clientId?: string } }) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie: cookieFor(userId) } });
    ws.on("error", reject);
    ws.on("message", (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === "ready") ws.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${userId}` }));
      else if (m.type === "subscribed") resolve(ws);
      else if (m.type === "event" && onMessage) onMessage(m);
    });
  });
}

// 1,000 active members: 500 pairs, each sending to its partner.
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const active = users.slice(0, ACTIVE);
const sockets: WebSocket[] = [];
for (let i = 0; i < active.length; i += 50) {
  sockets.push(
    ...(await Promise.all(
      active.slice(i, i + 50).map((id) =>
        open(id, (m) => {
          if (m.event !== "message" || !m.data.clientId) return;
          const started = sentAt.get(`${m.data.clientId}:${id}`);
          if (started !== undefined) latencies.push(performance.now() - started);
        }),
      ),
    )),
  );
}
const half = ACTIVE / 2;
let sent = 0;
const total = RATE * SECONDS;
const startedAll = performance.now();
// An even stream: one message every 1000/RATE ms (members do not all press Send at once).
await new Promise<void>((done) => {
  const timer = setInterval(() => {
    for (let k = 0; k < 1 && sent < total; k++, sent++) {
      const from = active[sent % half] as string;
      const to = active[half + (sent % half)] as string;
      const clientId = `bench-${sent}`;
      sentAt.set(`${clientId}:${to}`, performance.now());
      void fetch(`${base}/api/chat/messages`, {
        method: "POST",
        headers: { cookie: cookieFor(from), "content-type": "application/json" },
        body: JSON.stringify({ receiverId: to, message: `hello ${sent}`, clientId }),
      }).then((r) => r.arrayBuffer());
    }
    if (sent >= total) {
      clearInterval(timer);
      done();
    }
  }, 1000 / RATE);
});
for (let i = 0; i < 50 && latencies.length < total; i++) await new Promise((r) => setTimeout(r, 100));
const elapsedS = (performance.now() - startedAll) / 1000;
const activeRss = rssMb();

// Idle sockets: 5,000 in all.
for (let i = ACTIVE; i < IDLE_TOTAL; i += 100)
  sockets.push(...(await Promise.all(users.slice(i, i + 100).map((id) => open(id)))));
await new Promise((r) => setTimeout(r, 1000));
const idleRss = rssMb();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(2));
};
const result = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  delivery: {
    connectedMembers: ACTIVE,
    messagesPerSecond: Number((total / elapsedS).toFixed(1)),
    sent: total,
    received: latencies.length,
    sendToPartnerSocketMs: {
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      max: pct(latencies, 100),
      targetP50: 10,
      targetP99: 50,
    },
  },
  memory: {
    serverRssMb: {
      atStart: Math.round(baselineRss),
      with1000Active: Math.round(activeRss),
      with5000Idle: Math.round(idleRss),
    },
    openSockets: sockets.length,
    targetMb: 1024,
  },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/chat.json"), `${JSON.stringify(result, null, 2)}\n`);
for (const s of sockets) s.terminate();
server.kill("SIGTERM");
await new Promise((r) => server.on("exit", r));
await database.pool.end();
await pg.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
