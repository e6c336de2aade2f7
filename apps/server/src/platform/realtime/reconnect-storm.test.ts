// A reconnect storm across two real server processes: a few hundred members connected, half on each
// node, chat flowing both ways; one node restarts and all its sockets come back within 10 s while chat
// carries on through the other node. No acknowledged message is lost: each reaches its receiver live or
// by the catch-up sync after reconnecting, and the client (deduplicating by id, as the web client does)
// ends with each exactly once; no socket is sent the same message live twice. The full-size storm
// (10,000 sockets) is in bench/two-nodes.mjs (STORM=1).
import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { stopProcess } from "../../../test/process-helpers.ts";
import { type ServerNode, serverNodes } from "../../../test/server-nodes.ts";
import type { Database } from "../db/client.ts";
import { sleep } from "../faults/fault-support.ts";

const MEMBERS = 300;
const SECRET = "storm-secret-".padEnd(40, "0");
const METRICS_TOKEN = "storm-metrics-token-0123456789";
const env = { AUTH_SECRET: SECRET, METRICS_TOKEN };

/** Statements a node's app pool has sent since it started (its /metrics). */
const statementsOf = async (node: ServerNode) =>
  Number(
    (
      await (await fetch(`${node.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
    ).match(/^saathi_db_statements_total (\S+)$/m)?.[1] ?? Number.NaN,
  );

/** The listen backlog of whatever listens on this port (ss: a listening socket's Send-Q). */
const backlogOf = (port: string) => {
  const line = execFileSync("ss", ["-ltnH", `sport = :${port}`], { encoding: "utf8" }).trim();
  return Number(line.split(/\s+/)[2]);
};
const cluster = serverNodes("storm");
let database: Database;
let stays: ServerNode;
let restarts: ServerNode;
let ids: string[] = [];

const cookieFor = (id: string) => {
  const token = `tok-${id}`;
  const sig = createHmac("sha256", SECRET).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${sig}`)}`;
};

interface Received {
  id: string;
  seq: number;
  receiverId: string;
}

/**
 * A member's tab: one socket that reconnects by itself (every 250 ms plus jitter) after it is closed,
 * and after each reconnect asks /api/chat/sync for everything after the last seq it has.
 */
function tab(index: number) {
  const id = ids[index] as string;
  const port = () => (index < MEMBERS / 2 ? stays : restarts).ws;
  const have = new Map<string, Received>();
  const live: string[] = [];
  let lastSeq = 0;
  let socket: WebSocket | null = null;
  let closed = false;
  let connects = 0;
  let readyAt = 0;
  const take = (m: Received) => {
    if (!have.has(m.id)) have.set(m.id, m);
    lastSeq = Math.max(lastSeq, m.seq);
  };
  const catchUp = async (base: string) => {
    for (;;) {
      const res = await fetch(`${base}/api/chat/sync?after=${lastSeq}&limit=200`, {
        headers: { cookie: cookieFor(id) },
      });
      if (!res.ok) throw new Error(`sync answered ${res.status}`);
      const page = (await res.json()) as Received[];
      // Sync answers what the member sent too; the tab counts what it received.
      for (const m of page) if (m.receiverId === id) take(m);
      if (page.length < 200) return;
    }
  };
  const open = () =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(port(), { headers: { cookie: cookieFor(id) } });
      socket = ws;
      ws.on("message", (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === "ready") ws.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${id}` }));
        else if (m.type === "subscribed") {
          connects++;
          readyAt = performance.now();
          // After a reconnect: what was sent while away (the first connect has nothing to catch up).
          const base = port().replace("ws://", "http://").replace("/api/realtime", "");
          void (connects > 1 ? catchUp(base) : Promise.resolve()).then(resolve, () => resolve());
        } else if (m.type === "event" && m.event === "message" && m.data.receiverId === id) {
          live.push(m.data.id);
          take(m.data);
        }
      });
      ws.on("error", () => {});
      ws.on("close", () => {
        if (closed) return;
        setTimeout(() => void open().then(() => {}), 250 + Math.random() * 250);
        resolve();
      });
    });
  return {
    id,
    open,
    have,
    live,
    connects: () => connects,
    readyAt: () => readyAt,
    close() {
      closed = true;
      socket?.terminate();
    },
  };
}

beforeAll(async () => {
  database = await cluster.startDatabase();
  // Members of some standing with a session each (the cookie is signed here, as better-auth signs it).
  await database.db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at)
    select gen_random_uuid(), 'Storm Member ' || i, 'storm' || lpad(i::text, 4, '0') || '@test.local', true,
      now() - interval '90 days'
    from generate_series(1, ${MEMBERS}) i`);
  await database.db.execute(sql`
    insert into user_profiles (user_id, display_name, username, created_at)
    select id, name, split_part(email, '@', 1), created_at from "user" where email like 'storm%'`);
  await database.db.execute(sql`
    insert into session (token, user_id, expires_at)
    select 'tok-' || id, id, now() + interval '1 day' from "user" where email like 'storm%'`);
  ids = (
    await database.db.execute<{ id: string }>(sql`select id from "user" where email like 'storm%' order by email`)
  ).rows.map((r) => r.id);
  [stays, restarts] = await Promise.all([cluster.start("stays", env), cluster.start("restarts", env)]);
}, 240_000);

afterAll(() => cluster.close());

describe("a reconnect storm", () => {
  it("one node restarts: its sockets are back within 10 s, chat goes on, every message arrives once", async () => {
    // What a node's start costs in statements, read before any socket: the restarted node's storm is
    // what it sends beyond that.
    const startStatements = await statementsOf(stays);
    const tabs = Array.from({ length: MEMBERS }, (_, i) => tab(i));
    for (let i = 0; i < tabs.length; i += 50) await Promise.all(tabs.slice(i, i + 50).map((t) => t.open()));
    const half = MEMBERS / 2;
    // Pair k: member k (on the node that stays) and member k + half (on the one that restarts). Every
    // message is posted to the node that stays, so chat never stops.
    const acked = new Map<string, string>(); // message id → receiver
    let failed = 0;
    let n = 0;
    let chatting = true;
    const chat = (async () => {
      while (chatting) {
        const k = n % half;
        const [from, to] = n % 2 ? [ids[k], ids[k + half]] : [ids[k + half], ids[k]];
        const body = JSON.stringify({ receiverId: to, message: `storm ${n}`, clientId: `s-${n}` });
        n++;
        void fetch(`${stays.base}/api/chat/messages`, {
          method: "POST",
          headers: { cookie: cookieFor(from as string), "content-type": "application/json" },
          body,
          signal: AbortSignal.timeout(15_000),
        }).then(
          async (res) => {
            if (res.ok) acked.set(((await res.json()) as { id: string }).id, to as string);
            else failed++;
          },
          () => failed++,
        );
        await sleep(20);
      }
    })();
    await sleep(2000);
    // The node restarts on its port; its sockets retry until it is back.
    await stopProcess(restarts, 10_000);
    await sleep(1000);
    restarts = await cluster.start("restarts", { ...env, PORT: new URL(restarts.base).port });
    const back = performance.now();
    const moved = tabs.slice(half);
    while (moved.some((t) => t.connects() < 2) && performance.now() - back < 20_000) await sleep(100);
    const lastBack = Math.max(...moved.map((t) => t.readyAt())) - back;
    console.log(
      `${moved.filter((t) => t.connects() >= 2).length}/${half} sockets back ${(lastBack / 1000).toFixed(1)} s ` +
        `after the node was ready`,
    );
    expect(moved.every((t) => t.connects() >= 2)).toBe(true);
    expect(lastBack).toBeLessThan(10_000);
    // A node holds as many connections waiting to be accepted as the kernel allows (up to 4096), not
    // Node's 511: a full queue drops handshakes, which clients retry only 1, 3, 7 or 15 s later.
    const somaxconn = Number(readFileSync("/proc/sys/net/core/somaxconn", "utf8"));
    expect(backlogOf(new URL(restarts.base).port)).toBe(Math.min(4096, somaxconn));
    await sleep(2000);
    chatting = false;
    await chat;
    // Every answer is in, then every live event has had time to arrive.
    for (let i = 0; i < 150 && acked.size + failed < n; i++) await sleep(100);
    await sleep(1500);
    expect(failed).toBe(0);
    expect(acked.size).toBe(n);
    // Whatever is still missing is fetched by the sync a client runs at any time (as after a resync).
    const missing = [...acked].filter(([id, to]) => !tabs[ids.indexOf(to)]?.have.has(id));
    console.log(`${n} messages, ${missing.length} not live nor caught up by the reconnect's sync`);
    // Reported, not asserted: at this scale sockets come back a few at a time, so lookups rarely group.
    const stormStatements = (await statementsOf(restarts)) - startStatements;
    console.log(`restarted node: ${(stormStatements / half).toFixed(2)} statements per reconnect (sync included)`);
    expect(missing).toEqual([]);
    for (const t of tabs) {
      // Never the same message live twice on one socket, and nothing that is not theirs.
      expect(new Set(t.live).size).toBe(t.live.length);
      const mine = [...acked].filter(([, to]) => to === t.id).map(([id]) => id);
      expect([...t.have.keys()].sort()).toEqual(mine.sort());
    }
    for (const t of tabs) t.close();
  }, 300_000);
});
