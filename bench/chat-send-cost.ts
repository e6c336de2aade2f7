// Benchmark: what one chat message costs in CPU, in the server and in PostgreSQL, and how
// many statements it sends. Two cases: the receiver already has an unread "message" notification from
// the sender (a conversation in progress), and the first message since they last read (a new
// notification, a push check). CPU time, not wall time, so another load on the machine barely moves
// it. The app runs in this process (the test harness: real app, embedded PostgreSQL); requests are
// injected (no socket), so HTTP parsing is not counted. Also counts the JSON work per message
// (stringify/parse calls and bytes in this process, NOTIFY payload bytes), what the database client
// parsed (columns described, values and their characters: load-insensitive) and times the socket hop's
// frame serialisation for a message's three channels. Writes bench/results/chat-send-cost.json.
// Run: node --import tsx bench/chat-send-cost.ts   (SENDS=1000 per case by default, NEW_PAIR_SENDS=200
// for the new pairs' case; OUT=FILE writes elsewhere)
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Member, startHarness } from "../apps/server/test/harness.ts";
import { postgresTicks } from "./support/postgres-cpu.ts";

const SENDS_ALL = Number(process.env.SENDS ?? 1000);
/** Sends of the new-pairs case (each needs two new members, signed up outside the measured window). */
const NEW_PAIR_SENDS = Number(process.env.NEW_PAIR_SENDS ?? 200);
const PAIRS = 20;
const root = path.resolve(import.meta.dirname, "..");

// Sessions kept per node as in production (SESSION_CACHE_MS=0: read on every request, as before).
const h = await startHarness({ SESSION_CACHE_MS: process.env.SESSION_CACHE_MS ?? "60000" });

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

// JSON work during the measured sends: calls and bytes of JSON.stringify and JSON.parse in this process
// (the app's, the pg driver's, the injector's), and the bytes of every NOTIFY payload.
const json = { stringify: 0, stringifyBytes: 0, parse: 0, parseBytes: 0, notify: 0, notifyBytes: 0 };
let countJson = false;
const stringify = JSON.stringify;
const parse = JSON.parse;
JSON.stringify = ((...a: Parameters<typeof stringify>) => {
  const out = stringify(...a);
  if (countJson) {
    json.stringify++;
    json.stringifyBytes += out?.length ?? 0;
  }
  return out;
}) as typeof stringify;
JSON.parse = ((text: string, reviver?: Parameters<typeof parse>[1]) => {
  if (countJson) {
    json.parse++;
    json.parseBytes += text.length;
  }
  return parse(text, reviver);
}) as typeof parse;
// What the database client parsed during the measured sends: field descriptions (each becomes a parser and
// a key of every row), values (each run through its type's parser: a timestamp into a Date, json by
// JSON.parse) and their bytes. Load-insensitive, unlike the CPU figures.
const parsed = { columns: 0, values: 0, valueBytes: 0 };
type WireQuery = {
  handleRowDescription(msg: { fields: unknown[] }): void;
  handleDataRow(msg: { fields: (string | null)[] }): void;
};
const queryProto = (pg as unknown as { Query: { prototype: WireQuery } }).Query.prototype;
const describe = queryProto.handleRowDescription;
const dataRow = queryProto.handleDataRow;
queryProto.handleRowDescription = function (this: WireQuery, msg) {
  if (countJson) parsed.columns += msg.fields.length;
  return describe.call(this, msg);
};
queryProto.handleDataRow = function (this: WireQuery, msg) {
  if (countJson) {
    parsed.values += msg.fields.length;
    for (const f of msg.fields) parsed.valueBytes += f?.length ?? 0;
  }
  return dataRow.call(this, msg);
};
// NOTIFY payloads on the realtime bus, as a listener gets them: the hub's (statement realtime_notify) and
// those a chat insert publishes in its own statement alike, counted while a case's sends run and until
// their events are in (the 20 ms after each lot).
let countNotifies = false;
const busListener = new pg.Client({ connectionString: h.database.url });
await busListener.connect();
await busListener.query("LISTEN saathi_realtime");
busListener.on("notification", (n) => {
  if (!countNotifies) return;
  json.notify++;
  json.notifyBytes += Buffer.byteLength(n.payload ?? "");
});

try {
  const members: Member[] = [];
  for (let i = 0; i < PAIRS * 2; i++) members.push(await h.member());
  // Each send a new clientId (a retried one would read the first message back: not the common case).
  let sends = 0;
  let lastBody = "";
  /** The pairs the sends go between (the last case swaps in new members). */
  let pairs = members;
  const send = async (n: number) => {
    const from = pairs[(n % PAIRS) * 2] as Member;
    const to = pairs[(n % PAIRS) * 2 + 1] as Member;
    const res = await h.app.inject({
      method: "POST",
      url: "/api/chat/messages",
      headers: { cookie: from.cookie },
      payload: { receiverId: to.id, message: `hello there ${n}`, clientId: `c-${++sends}` },
    });
    if (res.statusCode !== 200) throw new Error(`send answered ${res.statusCode}: ${res.body}`);
    lastBody = res.body;
  };
  // Warm-up: the app's lazy parts, the JIT, each pair's first message.
  for (let n = 0; n < 200; n++) await send(n);
  const run = async (label: string, beforeEach: () => Promise<void>, together = false, SENDS = SENDS_ALL) => {
    let cpu = 0;
    let ticks = 0;
    let count = 0;
    const kinds: Record<string, number> = {};
    for (const k of Object.keys(json) as (keyof typeof json)[]) json[k] = 0;
    for (const k of Object.keys(parsed) as (keyof typeof parsed)[]) parsed[k] = 0;
    for (let done = 0; done < SENDS; done += PAIRS) {
      await beforeEach();
      await new Promise((r) => setTimeout(r, 20));
      const t0 = postgresTicks(pidFile);
      const c0 = process.cpuUsage();
      const s0 = statements;
      byKind = kinds;
      countJson = true;
      countNotifies = true;
      if (together) await Promise.all(Array.from({ length: PAIRS }, (_, k) => send(done + k)));
      else for (let n = done; n < done + PAIRS; n++) await send(n);
      byKind = null;
      countJson = false;
      const c = process.cpuUsage(c0);
      cpu += c.user + c.system;
      count += statements - s0;
      await new Promise((r) => setTimeout(r, 20));
      countNotifies = false;
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
      /** What node-postgres parsed per message: columns described, values parsed, their characters. */
      databaseClientPerMessage: {
        columnsDescribed: Number((parsed.columns / SENDS).toFixed(2)),
        valuesParsed: Number((parsed.values / SENDS).toFixed(2)),
        valueChars: Math.round(parsed.valueBytes / SENDS),
      },
      /** JSON work per message in this process (the instrumentation itself is in the CPU figure). */
      jsonPerMessage: {
        stringifyCalls: Number((json.stringify / SENDS).toFixed(2)),
        stringifyBytes: Math.round(json.stringifyBytes / SENDS),
        parseCalls: Number((json.parse / SENDS).toFixed(2)),
        parseBytes: Math.round(json.parseBytes / SENDS),
        notifies: Number((json.notify / SENDS).toFixed(2)),
        notifyPayloadBytes: Math.round(json.notifyBytes / SENDS),
      },
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
  // A new pair's first message, from a sender this node has not seen send (as in bench/two-nodes.mjs,
  // where each member sends once or twice): the sender's age, the facts, the notification. Their
  // sessions are read before (GET /api/me), so what is counted is the send alone.
  const newPairs = await run(
    "a new pair's first message (a sender not seen on this node; new notification)",
    async () => {
      pairs = await Promise.all(Array.from({ length: PAIRS * 2 }, () => h.member()));
      for (const m of pairs) await h.app.inject({ url: "/api/me", headers: { cookie: m.cookie } });
    },
    false,
    NEW_PAIR_SENDS,
  );
  // The socket hop (no sockets here): each node with sockets on a message's channels stringifies a frame
  // per channel (hub.ts deliver), the same data each time. What that costs against one stringify of the
  // data spliced into each frame (byte for byte the same frames), for the three channels of a message.
  const data = JSON.parse(lastBody) as Record<string, unknown>;
  const chs = [
    `user_messages_${data.receiverId}`,
    `user_messages_${data.senderId}`,
    `chat_messages_${[data.receiverId, data.senderId].sort().join("_")}`,
  ];
  const N = 20_000;
  const time = (f: () => void) => {
    const t = process.hrtime.bigint();
    for (let i = 0; i < N; i++) f();
    return Number(process.hrtime.bigint() - t) / 1000 / N;
  };
  const perChannel = () => {
    for (const channel of chs) JSON.stringify({ type: "event", channel, event: "message", data });
  };
  const once = () => {
    const d = JSON.stringify(data);
    for (const channel of chs) `{"type":"event","channel":${JSON.stringify(channel)},"event":"message","data":${d}}`;
  };
  time(perChannel);
  time(once);
  const socketHop = {
    frameBytes: JSON.stringify({ type: "event", channel: chs[0], event: "message", data }).length,
    microsPerMessageThreeChannels: {
      stringifyPerChannel: Number(time(perChannel).toFixed(2)),
      stringifyOnce: Number(time(once).toFixed(2)),
    },
  };
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    method:
      "the app in-process (test harness: real app, embedded PostgreSQL), POST /api/chat/messages injected one " +
      `at a time between ${PAIRS} pairs; server CPU from process.cpuUsage (the injecting included), ` +
      "PostgreSQL CPU from /proc of the postmaster and its children; statements counted on pg.Client",
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(1))),
    cases: [ongoing, first, together, newPairs],
    socketHop,
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(
    process.env.OUT ?? path.join(root, "bench/results/chat-send-cost.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  pg.Client.prototype.query = query;
  await busListener.end();
  JSON.stringify = stringify;
  JSON.parse = parse;
  await h.close();
}
