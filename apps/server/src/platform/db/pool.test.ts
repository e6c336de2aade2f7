import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresBus } from "../realtime/pg-bus.ts";
import { connect, POOL_IDLE_MS, TCP_KEEPALIVE } from "./client.ts";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./embedded.ts";

// A bare database, no app: nothing else in this process opens connections (an app's bus probe, jobs and
// sweepers would, at moments that depend on the machine's load, and the keep-alive spy would see them).
const log = pino({ level: "silent" });
let dataDir: string;
let database: EmbeddedDatabase;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-pool-"));
  database = await startEmbeddedDatabase(dataDir, log, { persistent: false });
});
afterAll(async () => {
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens `n` connections at once (each query holds its own until all have started). */
async function burst(pool: ReturnType<typeof connect>["pool"], n: number) {
  await Promise.all(Array.from({ length: n }, () => pool.query("select pg_sleep(0.05)")));
}

describe("the database pool", () => {
  it("keeps the connections a burst opened through pg's former 10 s idle limit, and lets them go after POOL_IDLE_MS", async () => {
    // pg-pool's idle timers are setTimeout; the sockets and queries are real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { pool } = connect(database.url, 6);
    try {
      await burst(pool, 6);
      expect(pool.totalCount).toBe(6);
      expect(pool.idleCount).toBe(6);
      // pg's default would have closed all six by now; the next burst would open them again at once.
      vi.advanceTimersByTime(60_000);
      expect(pool.totalCount).toBe(6);
      const { rows } = await pool.query<{ n: number }>("select 1 as n");
      expect(rows[0]?.n).toBe(1);
      expect(pool.totalCount).toBe(6);
      vi.advanceTimersByTime(POOL_IDLE_MS);
      expect(pool.totalCount).toBe(0);
    } finally {
      vi.useRealTimers();
      await pool.end();
    }
  });

  it("keeps them for minutes, not seconds", () => {
    expect(POOL_IDLE_MS).toBeGreaterThanOrEqual(5 * 60_000);
  });

  it("probes every connection with TCP keep-alive after 30 s of silence: the app's pool, the bus's publishes and its LISTEN", async () => {
    const spy = vi.spyOn(net.Socket.prototype, "setKeepAlive");
    const { pool } = connect(database.url, 2);
    const bus = createPostgresBus({ databaseUrl: database.url, log });
    try {
      await pool.query("select 1");
      expect(spy.mock.calls).toEqual([[true, 30_000]]);
      await bus.subscribe({ onMessage: () => {}, onResumed: () => {} });
      await bus.publish("keep-alive test");
      // The LISTEN connection and one publisher connection.
      expect(spy.mock.calls).toEqual([
        [true, 30_000],
        [true, 30_000],
        [true, 30_000],
      ]);
      expect(TCP_KEEPALIVE.keepAliveInitialDelayMillis).toBeLessThan(5 * 60_000);
    } finally {
      spy.mockRestore();
      await bus.close();
      await pool.end();
    }
  });
});
