// The fan-out bus: Redis pub/sub against a real redis-server (Debian's, on a free port)
// including its restart, the payload limit on either bus, and presence across nodes, with a node that
// dies without cleaning up.
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { createFanoutBus, type FanoutBus } from "./bus.ts";
import { createRealtimeHub } from "./hub.ts";
import { createPresence } from "./presence.ts";
import { type RedisServer, redisServer } from "./redis-server.ts";

let h: Harness;
let redis: RedisServer;
const silent = pino({ level: "silent" });
const open: FanoutBus[] = [];

beforeAll(async () => {
  // Each is kept as soon as it is up, so that afterAll stops it even when the other failed.
  await Promise.all([
    startHarness().then((x) => {
      h = x;
    }),
    redisServer().then((r) => {
      redis = r;
    }),
  ]);
});
afterAll(async () => {
  for (const b of open) await b.close().catch(() => {});
  await redis?.stop();
  await h?.close();
});

const deps = () => ({ databaseUrl: h.database.url, log: silent });

/** A bus that records what it hears and when the bus came back. */
async function node(kind: "postgres" | "redis") {
  const bus = createFanoutBus({ kind, redisUrl: redis.url }, deps());
  open.push(bus);
  const heard: { payload: string; at: number }[] = [];
  let resumed = 0;
  await bus.subscribe({
    onMessage: (payload) => heard.push({ payload, at: performance.now() }),
    onResumed: () => resumed++,
  });
  return { bus, heard, resumed: () => resumed };
}

async function until<T>(what: string, probe: () => T | undefined | false, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("choosing the bus", () => {
  it("PostgreSQL by default, Redis when REDIS_URL is set, and REALTIME_BUS decides", () => {
    expect(createFanoutBus({}, deps()).kind).toBe("postgres");
    expect(createFanoutBus({ redisUrl: redis.url }, deps()).kind).toBe("redis");
    expect(createFanoutBus({ kind: "postgres", redisUrl: redis.url }, deps()).kind).toBe("postgres");
    expect(() => createFanoutBus({ kind: "redis" }, deps())).toThrow("REALTIME_BUS=redis needs REDIS_URL");
  });
});

describe.each(["postgres", "redis"] as const)("the %s bus", (kind) => {
  it("carries a payload from one node to every node, itself included", async () => {
    const [a, b] = await Promise.all([node(kind), node(kind)]);
    const sent = performance.now();
    await a.bus.publish(`{"n":1,"kind":"${kind}"}`);
    const got = await until("delivery on b", () => b.heard.find((m) => m.payload.includes(kind)));
    await until("delivery on a", () => a.heard.length === 1);
    expect(got.payload).toBe(`{"n":1,"kind":"${kind}"}`);
    expect(a.bus.state()).toBe("listening");
    console.log(`${kind} bus: one payload across two nodes in ${(got.at - sent).toFixed(1)} ms`);
  });

  it("refuses a payload over the limit with a log line, and sends a small one", async () => {
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (s: string) => void lines.push(s) });
    const hub = createRealtimeHub({
      ...deps(),
      pool: h.database.pool,
      log,
      session: { require: async () => null } as never,
      policy: { canSubscribe: async () => true } as never,
      bus: { kind, redisUrl: redis.url },
    });
    await hub.ready();
    const listener = await node(kind);
    await hub.publisher.publish("user:x", "notification", { big: "x".repeat(8000) } as never);
    await hub.publisher.publish("user:x", "notification", { small: true } as never);
    await until("the small one", () => listener.heard.length === 1);
    expect(listener.heard[0]?.payload).toContain('"small":true');
    expect(lines.filter((l) => l.includes("realtime payload too large; not sent"))).toHaveLength(1);
    expect(lines.join("")).not.toContain("xxxxxxxx");
    await hub.close();
  });
});

describe("the Redis bus when redis-server restarts", () => {
  it("says reconnecting, fails publishes fast, then listens again and asks for a resync", async () => {
    const [a, b] = await Promise.all([node("redis"), node("redis")]);
    await redis.stop();
    await until("reconnecting", () => a.bus.state() === "reconnecting" && b.bus.state() === "reconnecting");
    const t = Date.now();
    await expect(a.bus.publish('{"lost":true}')).rejects.toThrow();
    expect(Date.now() - t).toBeLessThan(1000);
    await redis.start();
    await until("listening again", () => a.bus.state() === "listening" && b.bus.state() === "listening", 10_000);
    expect(a.resumed()).toBe(1);
    expect(b.resumed()).toBe(1);
    await a.bus.publish('{"after":true}');
    await until("delivery after the restart", () => b.heard.some((m) => m.payload === '{"after":true}'));
    expect(b.heard.some((m) => m.payload.includes("lost"))).toBe(false);
  });
});

describe("presence across nodes", () => {
  const online = async (userId: string) =>
    (
      await h.database.db.execute<{ is_online: boolean }>(
        sql`select is_online from user_profiles where user_id = ${userId}`,
      )
    ).rows[0]?.is_online;

  it("online while any node holds a socket; offline once the last one goes", async () => {
    const m = await h.member();
    const n1 = createPresence(h.database.pool, silent, () => [], { heartbeatMs: 60_000 });
    const n2 = createPresence(h.database.pool, silent, () => [], { heartbeatMs: 60_000 });
    await Promise.all([n1.start(), n2.start()]);
    await Promise.all([n1.online(m.id), n2.online(m.id)]);
    expect(await online(m.id)).toBe(true);
    await n1.offline(m.id);
    expect(await online(m.id)).toBe(true);
    await n2.offline(m.id);
    expect(await online(m.id)).toBe(false);
    // Racing arrivals and departures on two nodes end where the last word of each node says.
    for (let i = 0; i < 20; i++) {
      await Promise.all([n1.online(m.id), n2.online(m.id), n1.offline(m.id)]);
      expect(await online(m.id)).toBe(true);
      await Promise.all([n2.offline(m.id), n1.online(m.id), n1.offline(m.id)]);
      expect(await online(m.id)).toBe(false);
    }
    await n2.online(m.id);
    await n2.stop();
    expect(await online(m.id)).toBe(false);
    await n1.stop();
  });

  it("a node that died without cleaning up is swept by another once it expires; its members go offline", async () => {
    const [alone, both] = await Promise.all([h.member(), h.member()]);
    let connected: string[] = [];
    const dead = createPresence(h.database.pool, silent, () => connected, { heartbeatMs: 60_000, expireMs: 20_000 });
    const live = createPresence(h.database.pool, silent, () => [], { heartbeatMs: 60_000, expireMs: 20_000 });
    await Promise.all([dead.start(), live.start()]);
    await Promise.all([dead.online(alone.id), dead.online(both.id), live.online(both.id)]);
    connected = [alone.id, both.id];
    // Not expired yet: nothing is swept.
    expect(await live.sweep()).toBe(0);
    // The dead node stops beating (its process is gone); the live one beats and sweeps.
    await h.database.db.execute(
      sql`update realtime_nodes set heartbeat_at = now() - interval '30 seconds' where node_id = ${dead.nodeId}`,
    );
    await live.beat();
    expect(await online(alone.id)).toBe(false);
    expect(await online(both.id)).toBe(true);
    const rows = await h.database.db.execute(sql`select 1 from realtime_nodes where node_id = ${dead.nodeId}`);
    expect(rows.rows).toHaveLength(0);
    // A node taken for dead that was only slow records itself and its members again at its next beat.
    await dead.beat();
    expect(await online(alone.id)).toBe(true);
    await dead.stop();
    await live.stop();
    expect(await online(alone.id)).toBe(false);
    expect(await online(both.id)).toBe(false);
  });
});
