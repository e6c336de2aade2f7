// A node's database connections made and warmed before it answers. Each pool connection is a
// PostgreSQL backend that, new, authenticates (SCRAM), loads the catalog entries of every table its
// first statements touch and plans each named statement (platform/db/prepared.ts) once. Done on
// demand, that was the first second of chat after a start: a burst of requests opened up to the pool's
// size of connections at once and each paid it while requests queued (bench/two-nodes.mjs, second 0).
// Here every connection is opened and runs every named statement once, with null values inside a
// transaction that is rolled back, so nothing is ever written and a statement that refuses nulls
// only fails its own warm-up; the plans and catalog caches stay with the connection.
import type pg from "pg";
import type { Logger } from "pino";
import { preparedStatements } from "./prepared.ts";

export async function warmPool(pool: pg.Pool, log: Logger): Promise<{ connections: number; ms: number }> {
  const t0 = performance.now();
  const size = pool.options.max ?? 10;
  const clients: pg.PoolClient[] = [];
  try {
    // Held together, so the pool opens `size` connections instead of reusing one.
    for (const c of await Promise.allSettled(Array.from({ length: size }, () => pool.connect())))
      if (c.status === "fulfilled") clients.push(c.value);
    await Promise.all(
      clients.map(async (client) => {
        for (const s of preparedStatements()) {
          try {
            await client.query("begin");
            await client.query({ name: s.name, text: s.text, values: s.params.map(() => null) });
          } catch {
            // A statement that refuses nulls is still parsed and planned.
          } finally {
            await client.query("rollback").catch(() => {});
          }
        }
      }),
    );
  } catch (err) {
    log.warn({ err }, "warming the database connections failed; they warm on first use");
  } finally {
    for (const c of clients) c.release();
  }
  return { connections: clients.length, ms: Math.round(performance.now() - t0) };
}
