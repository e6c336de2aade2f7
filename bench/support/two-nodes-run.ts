// The body of bench/two-nodes.mjs (run by it under a raised `ulimit -n`, with tsx).
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pino from "pino";
import type WebSocket from "ws";
import { connect, runMigrations } from "../../apps/server/src/platform/db/client.ts";
import { freePort, startEmbeddedDatabase } from "../../apps/server/src/platform/db/embedded.ts";
import { bySecondSent, pct } from "./latency.ts";
import { profileArgs, profileWindowEnd, profileWindowStart } from "./node-profile.ts";
import { profileSettings, sampleWaits, startProfile } from "./pg-profile.ts";
import { postgresTicks as postgresTicksOf } from "./postgres-cpu.ts";
import { cpuFigures } from "./two-nodes-cpu.ts";
import {
  chatGroups,
  eventLoopMaxMs,
  groupsInWindow,
  METRICS_TOKEN,
  sample,
  scrapeMetrics,
} from "./two-nodes-metrics.ts";
import { seedMembers } from "./two-nodes-seed.ts";
import { createSender, type SendPath } from "./two-nodes-send.ts";
import { createStorm } from "./two-nodes-storm.ts";
import { createTabs } from "./two-nodes-tabs.ts";

const MEMBERS = Number(process.env.MEMBERS ?? 10_000);
const RATE = Number(process.env.RATE ?? 500);
const SECONDS = Number(process.env.SECONDS ?? 20);
/** Seconds of chat before the measured run (0: measured from the first second after the sockets connect). */
const WARMUP_SECONDS = Number(process.env.WARMUP ?? 0);
const SECRET = randomBytes(24).toString("hex");
const root = path.resolve(import.meta.dirname, "../..");
const PAIRS = Math.floor(MEMBERS / 2);
/** ACTIVE_PAIRS=N: only N pairs write (conversations in progress); by default each pair writes about once. */
const ACTIVE_PAIRS = Math.max(1, Math.min(PAIRS, Number(process.env.ACTIVE_PAIRS ?? PAIRS)));
const log = (text: string) => console.error(`[two-nodes] ${text}`);
// (SYNC_COMMIT=off: see below.)
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-two-nodes-"));
const servers: ChildProcess[] = [];
const sockets: WebSocket[] = [];
/** Set once the run ends: a socket closing then does not reconnect. */
let cleaningUp = false;
let pg: Awaited<ReturnType<typeof startEmbeddedDatabase>> | null = null;
let database: ReturnType<typeof connect> | null = null;

async function cleanUp() {
  cleaningUp = true;
  for (const s of sockets) s.terminate();
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((r) => {
          if (s.exitCode !== null || s.signalCode !== null) return r();
          s.once("exit", () => r());
          s.kill("SIGTERM");
          setTimeout(() => s.kill("SIGKILL"), 15_000).unref();
        }),
    ),
  );
  await database?.pool.end().catch(() => {});
  await pg?.stop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void cleanUp().then(() => process.exit(130)));

/** CPU ticks used so far by the embedded PostgreSQL (0 before it has written its pid file). */
const postgresTicks = () => {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  return existsSync(pidFile) ? postgresTicksOf(pidFile) : 0;
};
const rssMb = (pid: number | undefined) =>
  Math.round(Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);

try {
  const fdLimit = readFileSync("/proc/self/limits", "utf8").match(/Max open files\s+(\d+)/)?.[1];
  log(`open files limit ${fdLimit}; ${MEMBERS} members, ${RATE} messages/s for ${SECONDS} s`);
  pg = await startEmbeddedDatabase(dataDir, pino({ level: "warn" }), {
    persistent: false,
    settings: profileSettings(),
  });
  database = connect(pg.url, 10);
  await runMigrations(database.db);
  // SYNC_COMMIT=off shows the ceiling without a WAL flush per commit (not a production setting).
  const syncCommit = process.env.SYNC_COMMIT === "off" ? "off" : "on";
  if (syncCommit === "off") {
    await database.db.execute(sql`alter system set synchronous_commit = off`);
    await database.db.execute(sql`select pg_reload_conf()`);
  }
  const users = await seedMembers(database.db, MEMBERS);
  const cookieFor = (id: string) => {
    const token = `tok-${id}`;
    const sig = createHmac("sha256", SECRET).update(token).digest("base64");
    return `better-auth.session_token=${encodeURIComponent(`${token}.${sig}`)}`;
  };

  // Two nodes on the one database (each its own DATA_DIR for local files).
  const ports = [await freePort(), await freePort()];
  const startNode = (i: number) => {
    const nodeDir = path.join(dataDir, `node${i + 1}`);
    mkdirSync(nodeDir, { recursive: true });
    const out = openSync(path.join(nodeDir, "server.log"), "a");
    // STORM_CPU_PROF=DIR: node 2's CPU profiles, the first one's ending with its stop and the restarted
    // one's with the storm (each written when that process exits).
    const prof =
      i === 1 && process.env.STORM_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.STORM_CPU_PROF}`] : [];
    servers[i] = spawn(process.execPath, [...prof, ...profileArgs(`node${i + 1}`), "apps/server/src/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(ports[i]),
        DATABASE_URL: pg?.url,
        AUTH_SECRET: SECRET,
        SEED_DEMO: "false",
        SERVE_WEB: "false",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        DATA_DIR: nodeDir,
        METRICS_TOKEN: METRICS_TOKEN,
      },
      stdio: ["ignore", out, out],
    });
  };
  for (const i of ports.keys()) startNode(i);
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const healthy = async (base: string) => {
    let up = false;
    for (let i = 0; i < 600 && !up; i++) {
      up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    if (!up) throw new Error(`${base} did not become healthy (its log: ${dataDir}/node*/server.log)`);
  };
  for (const base of bases) await healthy(base);
  // What a node's start costs in statements (migrations check, seed, warm pool), before any socket: the
  // restarted node 2 runs the same start, so its statements in a storm are its total less this.
  const startStatements = sample(await scrapeMetrics(bases[0] as string), "saathi_db_statements_total");
  const memory: Record<string, number[]> = {};
  const snapshot = (label: string) => {
    memory[label] = [...servers.map((s) => rssMb(s.pid)), rssMb(process.pid)];
  };
  snapshot("atStart");
  log(`nodes up on ${ports.join(" and ")}`);

  // Member 2k on node 1 and member 2k+1 on node 2: pair k always talks across nodes.
  const nodeOf = (i: number) => i % 2;
  const sentAt = new Map<string, number>();
  /** [sent at, delivery ms] of each measured message (when in the run the slow ones were sent, too). */
  const timeline: [number, number][] = [];
  let measuring = false;
  /** STORM=1: node 2 restarts during the measured run; its sockets reconnect and catch up (sync). */
  const storm = process.env.STORM === "1";
  // SEND=http: each message POSTed to the sender's node; by default over the sender's open socket.
  const sendPath: SendPath = process.env.SEND === "http" ? "http" : "ws";
  const sender = createSender({
    ...{ path: sendPath, users, ports, nodeOf, cookieFor, storm },
    measuring: () => measuring,
  });
  const tabs = createTabs({
    ...{ users, ports, nodeOf, cookieFor, sentAt, timeline, storm },
    reconnecting: () => !cleaningUp,
    keep: (ws) => sockets.push(ws),
    onReply: sender.onReply,
    onClosed: sender.onClosed,
  });
  sender.useTabs(tabs);
  const { open, reconnectedAt } = tabs;
  const connectStarted = performance.now();
  for (let i = 0; i < users.length; i += 200)
    sockets.push(
      ...(await Promise.all(Array.from({ length: Math.min(200, users.length - i) }, (_, k) => open(i + k)))),
    );
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  snapshot("with10000Connected");
  log(`${sockets.length} sockets connected in ${connectSeconds.toFixed(1)} s`);

  const send = (n: number, prefix: string) => {
    const pair = Math.floor(n / 2) % ACTIVE_PAIRS;
    // Even: node-1 member writes to its node-2 partner; odd: the other way round.
    const from = n % 2 === 0 ? 2 * pair : 2 * pair + 1;
    const to = n % 2 === 0 ? 2 * pair + 1 : 2 * pair;
    const toId = users[to] as string;
    const clientId = `${prefix}${n}`;
    sentAt.set(`${clientId}:${toId}`, performance.now());
    if (tabs.subscribedSince.has(toId)) tabs.receiverOnAtSend.add(`${clientId}:${toId}`);
    sender.send(from, to, clientId, `hello ${n}`);
  };
  /** An even stream at RATE a second for `seconds` (members do not all press Send at once). */
  const stream = (seconds: number, prefix: string, offset: number) =>
    new Promise<{ sent: number; seconds: number }>((done) => {
      const total = Math.round(RATE * seconds);
      let sent = 0;
      const t0 = performance.now();
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * RATE));
        while (sent < due) send(offset + sent++, prefix);
        if (sent >= total) {
          clearInterval(timer);
          done({ sent, seconds: (performance.now() - t0) / 1000 });
        }
      }, 5);
    });
  // Warm-up (not counted): different pairs' first messages, so the measured ones are each pair's later ones.
  if (WARMUP_SECONDS) await stream(WARMUP_SECONDS, "w-", 0);
  await new Promise((r) => setTimeout(r, 2000));
  sentAt.clear();
  await Promise.all(bases.map(eventLoopMaxMs));
  const groupsBefore = await Promise.all(bases.map((b) => chatGroups(b)));
  const readsBefore = await Promise.all(bases.map((b) => chatGroups(b, "saathi_chat_facts_read_size")));
  const clientLoop = monitorEventLoopDelay({ resolution: 5 });
  clientLoop.enable();
  measuring = true;
  const cpuBefore = servers.map((s) => readFileSync(`/proc/${s.pid}/stat`, "utf8").split(" "));
  profileWindowStart(servers.map((s) => s.pid));
  const pgBefore = postgresTicks();
  const profile = await startProfile(database.db, path.join(dataDir, "pg", "postmaster.pid"));
  const walBefore = (await database.db.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`)).rows[0]
    ?.lsn;
  const clientBefore = process.cpuUsage();
  const waits = sampleWaits(database.db);
  // STORM=1: STORM_AT seconds in, node 2 stops (SIGTERM) and starts again on its port; its sockets
  // reconnect by themselves and catch up; chat goes on through node 1 (two-nodes-storm.ts).
  const stormRun = createStorm({
    tabs,
    node2: () => servers[1] as ChildProcess,
    start: () => startNode(1),
    scrape: () => scrapeMetrics(bases[1] as string),
    members: users.length,
    port: ports[1] as number,
    startStatements,
    postgresTicks,
  });
  const restart = async () => {
    const ticks = (st: string[]) => Number(st[13]) + Number(st[14]);
    await stormRun.restart(performance.now(), ticks(cpuBefore[1] as string[]));
    cpuBefore[1] = readFileSync(`/proc/${(servers[1] as ChildProcess).pid}/stat`, "utf8").split(" ");
  };
  const [{ sent, seconds }] = await Promise.all([
    stream(SECONDS, "m-", Math.round(RATE * WARMUP_SECONDS)),
    storm ? restart() : Promise.resolve(),
  ]);
  await waits.stop();
  for (let i = 0; i < 100 && timeline.length < sent; i++) await new Promise((r) => setTimeout(r, 100));
  // (After a storm, the sync of the last reconnects may still be on its way.)
  const cpuAfter = servers.map((s) => readFileSync(`/proc/${s.pid}/stat`, "utf8").split(" "));
  await profileWindowEnd(
    sent,
    { before: cpuBefore, after: cpuAfter },
    { delivered: timeline.length, rate: RATE, MEMBERS },
  );
  clientLoop.disable();
  // Groups the chat's group commit wrote in the measured window (node 2's count restarts with a storm).
  const groupsAfter = await Promise.all(bases.map((b) => chatGroups(b)));
  const readsAfter = await Promise.all(bases.map((b) => chatGroups(b, "saathi_chat_facts_read_size")));
  const chatGroupsMeasured = groupsInWindow(groupsBefore, groupsAfter, (i) => storm && i === 1);
  const eventLoopMaxPauseMs = {
    node1: await eventLoopMaxMs(bases[0] as string),
    node2: await eventLoopMaxMs(bases[1] as string),
    benchClient: Math.round(clientLoop.max / 1e6),
  };
  const pgTicks = postgresTicks() - pgBefore;
  const pgProfile = profile ? await profile(sent) : undefined;
  const walBytes = Number(
    (
      await database.db.execute<{ b: string }>(
        sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${walBefore}::pg_lsn)::bigint::text as b`,
      )
    ).rows[0]?.b ?? 0,
  );
  const clientCpu = process.cpuUsage(clientBefore);
  snapshot("afterChat");
  const cpu = cpuFigures({
    before: cpuBefore,
    after: cpuAfter,
    retiredTicks: stormRun.retired(),
    postgresTicks: pgTicks,
    client: clientCpu,
    sent,
    delivered: timeline.length,
    seconds,
  });
  const latencies = timeline.map(([, ms]) => ms);
  const { seconds: deliveryBySecond, slowest: slowestSeconds } = bySecondSent(timeline);
  log(
    `delivery by second sent (p50/max ms): ${deliveryBySecond.map((x) => `${x.second}:${x.p50}/${Math.round(x.max)}`).join(" ")}`,
  );
  const memoryMb = Object.fromEntries(
    Object.entries(memory).map(([k, v]) => [k, { node1: v[0], node2: v[1], benchClient: v[2] }]),
  );
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    method:
      "two `node --import tsx apps/server/src/main.ts` processes on one embedded PostgreSQL (DATABASE_URL), " +
      `SERVE_WEB=false, LOG_LEVEL=${process.env.LOG_LEVEL ?? "warn"}; members and sessions inserted with SQL; ` +
      "each member's socket subscribed to its message channel, member 2k on node 1 and 2k+1 on node 2; " +
      `each message sent ${sendPath === "ws" ? "over the sender's open socket (a chat.send request frame)" : "as a POST to the sender's node"}, ` +
      "delivered to the partner's socket on the other node; " +
      `${WARMUP_SECONDS} s warm-up not counted; after the bulk setup, vacuum analyze and a checkpoint over ` +
      "60 MB of throwaway WAL (a running database's state); CPU per message from /proc (servers, the " +
      "embedded PostgreSQL with its backends, this client); event-loop pauses from each node's /metrics",
    synchronousCommit: syncCommit,
    openFilesLimit: Number(fdLimit),
    activePairs: ACTIVE_PAIRS,
    connected: { members: sockets.length, perNode: [Math.ceil(sockets.length / 2), Math.floor(sockets.length / 2)] },
    connectSeconds: Number(connectSeconds.toFixed(1)),
    delivery: {
      messagesPerSecond: Number((sent / seconds).toFixed(1)),
      sent,
      received: timeline.length,
      failedSends: sender.failures(),
      failedStatuses: sender.statuses,
      /** How the messages went: over the sender's socket, over HTTP, resent over HTTP after a close. */
      sendPath,
      sends: { ...sender.counts, unanswered: sender.unanswered() },
      /** From the send to its answer (the POST's response, or the socket's reply). */
      postAnsweredMs: { p50: pct(sender.answeredMs, 50), p99: pct(sender.answeredMs, 99) },
      crossNodeSendToSocketMs: {
        p50: pct(latencies, 50),
        p95: pct(latencies, 95),
        p99: pct(latencies, 99),
        max: pct(latencies, 100),
        targetP99: 50,
      },
      /** The three seconds (of sending) with the slowest delivery: one stall or a steady tail. */
      slowestSeconds,
      /** Every second of sending: p50 and maximum delivery (ms). */
      bySecond: deliveryBySecond,
    },
    warmupSeconds: WARMUP_SECONDS,
    ...(storm
      ? {
          storm: {
            ...stormRun.report(timeline),
            acknowledged: sender.acked.size,
            lost: [...sender.acked].filter((k) => !tabs.delivered.has(k)).length,
            deliveredTwiceLive: tabs.counts.duplicates,
            /** Live after the catch-up had it already (the client keeps one: same id). */
            liveAfterCatchUp: tabs.counts.liveAfterCatchUp,
            byCatchUp: tabs.counts.byCatchUp,
          },
        }
      : {}),
    databaseWaitSamples: Object.fromEntries(Object.entries(waits.seen).sort((a, b) => b[1] - a[1])),
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(1))),
    ...cpu,
    eventLoopMaxPauseMs,
    chatGroups: chatGroupsMeasured,
    // Grouped reads of send facts (sends without kept facts) in the measured window: `messages` = sends.
    factReads: groupsInWindow(readsBefore, readsAfter, (i) => storm && i === 1),
    pgProfile,
    walKbPerMessage: Number((walBytes / 1024 / Math.max(1, sent)).toFixed(2)),
    memoryRssMb: memoryMb,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(
    process.env.OUT ?? path.join(root, "bench/results/two-nodes.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  // TIMELINE=FILE: every measured message as [sent at (ms since the epoch), delivery ms], to line the
  // slow ones up with a CPU sampler's record.
  if (process.env.TIMELINE)
    writeFileSync(
      process.env.TIMELINE,
      JSON.stringify(timeline.map(([at, ms]) => [performance.timeOrigin + at, Number(ms.toFixed(2))])),
    );
  sender.destroy();
} finally {
  await cleanUp();
}
process.exit(0);
