// The bus lag probe measures the fan-out bus in use: through the realtime hub, over
// PostgreSQL NOTIFY by default and over Redis when REDIS_URL is set (a real redis-server), with no
// connection of its own; with redis-server down a Redis node observes nothing while PostgreSQL still does.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { createRealtimeHub, type RealtimeHub } from "../realtime/hub.ts";
import { type RedisServer, redisServer } from "../realtime/redis-server.ts";
import { startBusProbe } from "./bus-probe.ts";
import { registry } from "./metrics.ts";

const TOKEN = "metrics-token-for-tests-0123456789";
const silent = pino({ level: "silent" });
let h: Harness;
let redis: RedisServer;
const hubs: RealtimeHub[] = [];

beforeAll(async () => {
  redis = await redisServer();
  h = await startHarness({ METRICS_TOKEN: TOKEN, REDIS_URL: redis.url });
}, 60_000);
afterAll(async () => {
  for (const hub of hubs) await hub.close().catch(() => {});
  await h?.close();
  await redis?.stop();
});

/** The lag histogram's count and sum, read from the registry /metrics renders. */
async function lag() {
  const metric = await registry.getSingleMetric("saathi_bus_lag_ms")?.get();
  const values = (metric?.values ?? []) as { metricName?: string; value: number }[];
  const of = (name: string) => values.find((v) => v.metricName === name)?.value ?? 0;
  return { count: of("saathi_bus_lag_ms_count"), sum: of("saathi_bus_lag_ms_sum") };
}

async function hubOn(kind: "postgres" | "redis") {
  const hub = createRealtimeHub({
    databaseUrl: h.database.url,
    pool: h.database.pool,
    log: silent,
    session: { require: async () => null } as never,
    policy: { canSubscribe: async () => true } as never,
    bus: { kind, redisUrl: redis.url },
  });
  hubs.push(hub);
  await hub.ready();
  return hub;
}

async function until(what: string, probe: () => Promise<boolean> | boolean, ms = 8000) {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the bus lag probe", () => {
  it("an app on Redis times its probe over Redis and /metrics shows it", async () => {
    expect(h.built.realtime.bus).toBe("redis");
    const scrape = async () =>
      (await h.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;
    await until("the start-up probe", async () => /saathi_bus_lag_ms_count [1-9]/.test(await scrape()));
  });

  it.each(["postgres", "redis"] as const)("observes one lag per probe on the %s bus", async (kind) => {
    const hub = await hubOn(kind);
    const probe = startBusProbe(hub, silent, 60_000);
    await probe.probe(); // the one it sends at start
    const before = await lag();
    await probe.probe();
    await probe.probe();
    const after = await lag();
    await probe.stop();
    expect(after.count - before.count).toBe(2);
    const ms = after.sum - before.sum;
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(2000);
    console.log(`${kind} bus: two probes' lag ${ms.toFixed(2)} ms in all`);
  });

  it("measures the bus in use: with redis-server down a Redis hub observes nothing, a PostgreSQL hub still does", async () => {
    const [onRedis, onPg] = await Promise.all([hubOn("redis"), hubOn("postgres")]);
    const redisProbe = startBusProbe(onRedis, silent, 60_000);
    const pgProbe = startBusProbe(onPg, silent, 60_000);
    await Promise.all([redisProbe.probe(), pgProbe.probe()]);
    await redis.stop();
    try {
      await until("the Redis hub to notice", () => onRedis.state() === "reconnecting");
      await expect(onRedis.probeBus(1000)).rejects.toThrow();
      const before = await lag();
      await redisProbe.probe();
      expect((await lag()).count).toBe(before.count);
      await pgProbe.probe();
      expect((await lag()).count).toBe(before.count + 1);
    } finally {
      await redis.start();
      await Promise.all([redisProbe.stop(), pgProbe.stop()]);
    }
    await until("the Redis hub to listen again", () => onRedis.state() === "listening", 10_000);
    const before = await lag();
    await redisProbe.probe().catch(() => {}); // stopped: no probe
    expect(await onRedis.probeBus()).toBeGreaterThan(0);
    expect((await lag()).count).toBe(before.count);
  });

  it("two nodes probing one bus at once each time their own probe; a closed hub's probe fails at once", async () => {
    const [a, b] = await Promise.all([hubOn("redis"), hubOn("redis")]);
    // Both number their probes from 1: the sender's node id tells them apart.
    const times = await Promise.all([a.probeBus(), b.probeBus(), a.probeBus(), b.probeBus()]);
    for (const t of times) expect(t).toBeGreaterThan(0);
    await a.close();
    const t = Date.now();
    await expect(a.probeBus(5000)).rejects.toThrow();
    expect(Date.now() - t).toBeLessThan(1000);
  });
});
