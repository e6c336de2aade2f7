import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { schema } from "./schema.ts";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  /** The connection string (the app's one notification connection, pg-notifications.ts, opens with it). */
  url: string;
  pool: pg.Pool;
  db: Db;
}

/** Where drizzle-kit writes the committed migrations. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/**
 * An opened connection is kept for this long without use. A new one costs PostgreSQL a process,
 * authentication and cold caches (and each prepared statement is parsed again on it), and the pool
 * opens them exactly when it is busiest: with pg's default of 10 s, a node under steady load let most
 * of its connections go, and the next small hiccup opened ~25 at once on two nodes, stalling chat for
 * 150-300 ms (bench/two-nodes.mjs). Kept open, the pool sizes itself to the peak and stays.
 */
export const POOL_IDLE_MS = 10 * 60_000;

/**
 * TCP keep-alive on every database connection, probing after 30 s of silence (the system default is two
 * hours): a firewall or load balancer that drops connections idle for a few minutes (AWS's is 350 s)
 * neither drops a kept connection nor leaves the pool or the LISTEN connection holding a dead one.
 */
export const TCP_KEEPALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 30_000 } as const;

/** A pool plus the typed query builder over it. */
export function connect(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: POOL_IDLE_MS, ...TCP_KEEPALIVE });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => {});
  return { url, pool, db: drizzle(pool, { schema }) };
}

/** Applies every committed migration not yet applied (idempotent). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
