// Benchmark: what one chat message costs in CPU, in the server and in PostgreSQL, and how
// many statements it sends. Two cases: the receiver already has an unread "message" notification from
// the sender (a conversation in progress), and the first message since they last read (a new
// notification, a push check). CPU time, not wall time, so another load on the machine barely moves
// it. The app runs in this process (the test harness: real app, embedded PostgreSQL); requests are
// injected (no socket), so HTTP parsing is not counted. Writes bench/results/chat-send-cost.json.
// Run: node --import tsx bench/chat-send-cost.ts   (SENDS=1000 per case by default)
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Member, startHarness } from "../apps/server/test/harness.ts";
import { postgresTicks } from "./support/postgres-cpu.ts";

const SENDS = Number(process.env.SENDS ?? 1000);
const PAIRS = 20;
const root = path.resolve(import.meta.dirname, "..");

const h = await startHarness();

const pidFile = path.join(h.dataDir, "pg", "postmaster.pid");

// Every statement any pool client sends, counted.
let statements = 0;
/** Statements by name (a prepared one) or their first words, counted only while `byKind` is set. */
let byKind: Record<string, number> | null = null;
const labelOf = (q: unknown) => {
  const o = q as { name?: string; text?: string } | string;
  if (typeof o === "string") return o.replace(/\s+/g, " ").trim().slice(0, 70);
  return o?.name ?? (o?.text ?? "?").replace(/\s+/g, " ").trim().slice(0, 70);
};
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  if (byKind) {
    const k = labelOf(args[0]);
    byKind[k] = (byKind[k] ?? 0) + 1;
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

try {
  const members: Member[] = [];
  for (let i = 0; i < PAIRS * 2; i++) members.push(await h.member());
  // Each send a new clientId (a retried one would read the first message back: not the common case).
  let sends = 0;
  const send = async (n: number) => {
    const from = members[(n % PAIRS) * 2] as Member;
    const to = members[(n % PAIRS) * 2 + 1] as Member;
    const res = await h.app.inject({
      method: "POST",
      url: "/api/chat/messages",
      headers: { cookie: from.cookie },
      payload: { receiverId: to.id, message: `hello there ${n}`, clientId: `c-${++sends}` },
    });
    if (res.statusCode !== 200) throw new Error(`send answered ${res.statusCode}: ${res.body}`);
  };
  // Warm-up: the app's lazy parts, the JIT, each pair's first message.
  for (let n = 0; n < 200; n++) await send(n);
  const run = async (label: string, beforeEach: () => Promise<void>, together = false) => {
    let cpu = 0;
    let ticks = 0;
    let count = 0;
    const kinds: Record<string, number> = {};
    for (let done = 0; done < SENDS; done += PAIRS) {
      await beforeEach();
      await new Promise((r) => setTimeout(r, 20));
      const t0 = postgresTicks(pidFile);
      const c0 = process.cpuUsage();
      const s0 = statements;
      byKind = kinds;
      if (together) await Promise.all(Array.from({ length: PAIRS }, (_, k) => send(done + k)));
      else for (let n = done; n < done + PAIRS; n++) await send(n);
      byKind = null;
      const c = process.cpuUsage(c0);
      cpu += c.user + c.system;
      count += statements - s0;
      await new Promise((r) => setTimeout(r, 20));
      ticks += postgresTicks(pidFile) - t0;
    }
    return {
      case: label,
      sends: SENDS,
      cpuMsPerMessage: {
        server: Number((cpu / 1000 / SENDS).toFixed(3)),
        postgres: Number(((ticks * 10) / SENDS).toFixed(3)),
      },
      statementsPerMessage: Number((count / SENDS).toFixed(2)),
      /** Which statements, per message. */
      statementsByKind: Object.fromEntries(
        Object.entries(kinds)
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => [k, Number((v / SENDS).toFixed(2))]),
      ),
    };
  };
  const ongoing = await run("conversation in progress (an unread notification exists)", async () => {});
  const first = await run("first message since the receiver read (new notification)", async () => {
    await h.database.db.execute(sql`update notifications set is_read = true where type = 'message' and not is_read`);
  });
  // The pairs' sends at once (as on a busy node): the group commit writes them together.
  const together = await run(`conversations in progress, ${PAIRS} pairs sending at once`, async () => {}, true);
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    method:
      "the app in-process (test harness: real app, embedded PostgreSQL), POST /api/chat/messages injected one " +
      `at a time between ${PAIRS} pairs; server CPU from process.cpuUsage (the injecting included), ` +
      "PostgreSQL CPU from /proc of the postmaster and its children; statements counted on pg.Client",
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(1))),
    cases: [ongoing, first, together],
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(
    process.env.OUT ?? path.join(root, "bench/results/chat-send-cost.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  pg.Client.prototype.query = query;
  await h.close();
}
