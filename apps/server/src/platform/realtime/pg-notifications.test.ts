// The process's one notification connection (pg-notifications.ts) on its own, two "nodes" in this
// process on a bare copy of the migrated database: channels are LISTENed on one connection as they
// subscribe and each hears only its own; a cut connection comes back once with every channel and
// tells each it resumed; a channel's close leaves the others; closing the whole stops everything.
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabaseFromTemplate, dropDatabase, type SharedDatabase } from "../../../test/shared-database.ts";
import { connect, type Database } from "../db/client.ts";
import { startEmbeddedDatabase } from "../db/embedded.ts";
import { createPostgresBus } from "./pg-bus.ts";
import {
  createPgNotifications,
  LISTEN_APPLICATION,
  NOTIFY_APPLICATION,
  type PgNotifications,
} from "./pg-notifications.ts";

const log = pino({ level: "silent" });
let database: Database;
let dispose: () => Promise<void>;
const open: PgNotifications[] = [];

beforeAll(async () => {
  const shared = (() => {
    try {
      return inject("sharedDatabase") as SharedDatabase | null;
    } catch {
      return null;
    }
  })();
  if (shared) {
    const url = await createDatabaseFromTemplate(shared);
    database = connect(url, 4);
    dispose = () => dropDatabase(shared, url);
  } else {
    const { mkdtempSync } = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const own = await startEmbeddedDatabase(mkdtempSync(path.join(os.tmpdir(), "saathi-notify-")), log, {
      persistent: false,
    });
    database = connect(own.url, 4);
    dispose = () => own.stop();
  }
});
afterEach(async () => {
  for (const n of open.splice(0)) await n.close();
  // A backend leaves pg_stat_activity a moment after its client hung up: the next test counts from zero.
  await until("the closed nodes' backends gone", async () => (await gone()) === 0);
});
afterAll(async () => {
  await database?.pool.end();
  await dispose?.();
});

function node() {
  const n = createPgNotifications({ databaseUrl: database.url, log });
  open.push(n);
  return n;
}

/** A channel's handler that records what it hears and how often it resumed. */
function recorder() {
  const heard: string[] = [];
  let resumed = 0;
  return { heard, resumed: () => resumed, onMessage: (p: string) => heard.push(p), onResumed: () => resumed++ };
}

async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Backends of this database by application_name (and how many of them last ran a LISTEN). */
async function backends(name: string) {
  const { rows } = await database.pool.query<{ n: number; listening: number }>(
    `select count(*)::int as n, count(*) filter (where query ilike 'listen%')::int as listening
       from pg_stat_activity where datname = current_database() and application_name = $1`,
    [name],
  );
  return rows[0] ?? { n: 0, listening: 0 };
}

/** Listening and publishing backends of this database. */
const gone = async () => (await backends(LISTEN_APPLICATION)).n + (await backends(NOTIFY_APPLICATION)).n;

/** NOTIFY from a connection that is not any node's (as the tables' triggers do). */
const notify = (channel: string, payload: string) =>
  database.pool.query("select pg_notify($1, $2)", [channel, payload]);

describe("one notification connection per process", () => {
  it("LISTENs every channel on one connection as it subscribes; each channel hears only its own", async () => {
    const n = node();
    const [a, b, c] = [recorder(), recorder(), recorder()];
    const [ca, cb, cc] = ["test_alpha", "test_beta", "Test Gamma"].map((name) => n.channel(name));
    expect(n.listening()).toEqual([]);
    // Nothing is opened before a channel subscribes.
    expect((await backends(LISTEN_APPLICATION)).n).toBe(0);
    await Promise.all([ca?.subscribe(a), cb?.subscribe(b)]);
    expect(n.listening()).toEqual(["test_alpha", "test_beta"]);
    expect(cc?.state()).toBe("reconnecting");
    await cc?.subscribe(c);
    expect(cc?.state()).toBe("listening");
    expect(n.listening()).toEqual(["Test Gamma", "test_alpha", "test_beta"]);
    expect(await backends(LISTEN_APPLICATION)).toEqual({ n: 1, listening: 1 });

    await notify("test_alpha", "to alpha");
    await notify("test_beta", "to beta");
    await notify("Test Gamma", "to gamma");
    await notify("test_other", "to nobody");
    await until("each delivery", () => a.heard.length + b.heard.length + c.heard.length === 3);
    await new Promise((r) => setTimeout(r, 100));
    expect([a.heard, b.heard, c.heard]).toEqual([["to alpha"], ["to beta"], ["to gamma"]]);
  });

  it("publishes on at most a few connections of its own, each channel's payload to that channel on every node", async () => {
    const [n1, n2] = [node(), node()];
    const names = ["test_one", "test_two", "test_three", "test_four", "test_five"];
    const heard = new Map(names.map((name) => [name, recorder()]));
    for (const name of names) await n2.channel(name).subscribe(heard.get(name) ?? recorder());
    const senders = names.map((name) => n1.channel(name));
    await Promise.all(senders.flatMap((s, i) => Array.from({ length: 40 }, (_, k) => s.publish(`${names[i]}:${k}`))));
    await until("every payload", () => [...heard.values()].every((r) => r.heard.length === 40));
    for (const [name, r] of heard) expect(r.heard.every((p) => p.startsWith(`${name}:`))).toBe(true);
    // n1 publishes on its pool (never more than 4); n2 only listens (its pool opened nothing).
    const publishers = await backends(NOTIFY_APPLICATION);
    expect(publishers.n).toBeGreaterThanOrEqual(1);
    expect(publishers.n).toBeLessThanOrEqual(4);
    expect((await backends(LISTEN_APPLICATION)).n).toBe(1);
  });

  it("closing one channel UNLISTENs it and stops its handler; the others go on", async () => {
    const n = node();
    const [a, b] = [recorder(), recorder()];
    const [ca, cb] = [n.channel("test_kept"), n.channel("test_closed")];
    await ca.subscribe(a);
    await cb.subscribe(b);
    await cb.close();
    expect(cb.state()).toBe("reconnecting");
    expect(ca.state()).toBe("listening");
    expect(n.listening()).toEqual(["test_kept"]);
    await notify("test_closed", "after close");
    await notify("test_kept", "still heard");
    await until("the kept channel's delivery", () => a.heard.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(b.heard).toEqual([]);
    expect(a.heard).toEqual(["still heard"]);
    await expect(cb.publish("x")).rejects.toThrow("closed");
    // The connection stays for the others (its last statement was the UNLISTEN).
    expect((await backends(LISTEN_APPLICATION)).n).toBe(1);
  });

  it("a handler that throws neither stops the others nor the connection", async () => {
    const n = node();
    const good = recorder();
    await n.channel("test_shared").subscribe({
      onMessage: () => {
        throw new Error("boom");
      },
      onResumed: () => {},
    });
    await n.channel("test_shared").subscribe(good);
    await notify("test_shared", "one");
    await notify("test_shared", "two");
    await until("both payloads", () => good.heard.length === 2);
    expect(n.state()).toBe("listening");
  });

  it("a terminated LISTEN backend comes back with every channel, each told once that it resumed", async () => {
    const [n1, n2] = [node(), node()];
    const rec = { a: recorder(), b: recorder(), c: recorder() };
    const a = n1.channel("test_cut_a");
    const b = n1.channel("test_cut_b");
    const c = n2.channel("test_cut_a");
    await a.subscribe(rec.a);
    await b.subscribe(rec.b);
    await c.subscribe(rec.c);
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [LISTEN_APPLICATION],
    );
    await until("seen down", () => a.state() === "reconnecting" || rec.a.resumed() === 1, 5000);
    await until("back", () => [a, b, c].every((x) => x.state() === "listening"), 15_000);
    await until("resumed", () => rec.a.resumed() + rec.b.resumed() + rec.c.resumed() === 3);
    expect([rec.a.resumed(), rec.b.resumed(), rec.c.resumed()]).toEqual([1, 1, 1]);
    expect(n1.listening()).toEqual(["test_cut_a", "test_cut_b"]);
    expect(await backends(LISTEN_APPLICATION)).toEqual({ n: 2, listening: 2 });
    await a.publish("after");
    await notify("test_cut_b", "after b");
    await until("deliveries after the comeback", () => rec.c.heard.includes("after") && rec.b.heard.length === 1);
    expect(rec.a.heard).toEqual(["after"]);
  });

  it("a channel subscribed while the connection is down waits for it, and is not told it resumed", async () => {
    const n = node();
    const first = recorder();
    const late = recorder();
    await n.channel("test_before").subscribe(first);
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [LISTEN_APPLICATION],
    );
    await until("seen down", () => n.state() === "reconnecting");
    const ch = n.channel("test_during");
    await ch.subscribe(late);
    expect(ch.state()).toBe("listening");
    await until("the first told", () => first.resumed() === 1);
    expect(late.resumed()).toBe(0);
    await notify("test_during", "heard");
    await until("delivery", () => late.heard.length === 1);
  });

  it("closing the whole stops every channel and closes its connections; a subscribe after it fails", async () => {
    const n = node();
    const a = recorder();
    const ch = n.channel("test_end");
    await ch.subscribe(a);
    await ch.publish("before");
    await until("delivery", () => a.heard.length === 1);
    await n.close();
    expect(ch.state()).toBe("reconnecting");
    await expect(n.channel("test_later").subscribe(recorder())).rejects.toThrow("closed");
    await expect(ch.publish("after")).rejects.toThrow("closed");
    await until("its backends gone", async () => (await gone()) === 0);
  });

  it("a bus given only a database URL opens a connection of its own and closes it with itself", async () => {
    const bus = createPostgresBus({ databaseUrl: database.url, log, channel: "test_own" });
    const r = recorder();
    await bus.subscribe(r);
    await bus.publish("mine");
    await until("delivery", () => r.heard.length === 1);
    expect((await backends(LISTEN_APPLICATION)).n).toBe(1);
    await bus.close();
    await until("its backends gone", async () => (await gone()) === 0);
  });
});
