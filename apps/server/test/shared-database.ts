// One embedded PostgreSQL for a whole Vitest run of the server project (global-setup.ts starts it),
// migrated once into a template database; every harness gets its own copy of that template
// (`CREATE DATABASE … TEMPLATE`, about 0.1 s) instead of starting and migrating a PostgreSQL of its
// own (about 3 s per file, more on a busy machine). Databases share nothing that the app uses: NOTIFY
// channels, advisory locks and tables are all per database.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import { clearStalePostmaster } from "../src/platform/db/stale-postmaster.ts";

/** What global-setup.ts provides to every test file (vitest `provide` / `inject`). */
export interface SharedDatabase {
  /** A superuser's URL for the maintenance database `postgres` (CREATE / DROP DATABASE run there). */
  adminUrl: string;
  /** The migrated database each harness copies. */
  template: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Unset when the server project's global setup did not run (a harness then starts its own PostgreSQL). */
    sharedDatabase: SharedDatabase | null;
  }
}

/** The prefix of the shared cluster's temporary folder (a killed run's leftovers are found by it). */
export const SHARED_DIR_PREFIX = "saathi-vitest-pg-";

export const TEMPLATE_DATABASE = "saathi_template";

/**
 * Settings of the shared cluster: room for two workers, each with a few apps of 20 pooled connections
 * plus their LISTEN connections, and a file still closing while the next one starts; no fsync, since
 * the cluster is thrown away at the end of the run (no test here kills it: the fault tests start
 * their own). synchronous_commit keeps its default: the notifications repository relaxes it per
 * transaction, and its test checks the connection's own setting is left "on".
 */
export const SHARED_SETTINGS = {
  max_connections: "400",
  fsync: "off",
  full_page_writes: "off",
} as const;

/** The same URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A database name no other harness (in this or another worker) uses. */
export function uniqueDatabaseName(): string {
  return `test_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs one statement on a short-lived connection (CREATE/DROP DATABASE cannot run in a transaction). */
async function once(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database copied from the template; answers its URL. */
export async function createDatabaseFromTemplate(shared: SharedDatabase, name = uniqueDatabaseName()): Promise<string> {
  await once(shared.adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(shared.template)}`);
  return withDatabase(shared.adminUrl, name);
}

/** Drops a database made by createDatabaseFromTemplate, cutting any connection still open to it. */
export async function dropDatabase(shared: SharedDatabase, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await once(shared.adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

/**
 * Stops the PostgreSQL of a run that was killed before its teardown (SIGKILL, a closed terminal) and
 * removes its folder. Another run going on at the same time keeps its own: clearStalePostmaster
 * refuses a postmaster whose parent is a running node, and a folder without a running PostgreSQL is
 * removed only when it is old enough not to be one still initialising.
 */
export async function sweepLeftoverClusters(log: Logger): Promise<void> {
  const tmp = os.tmpdir();
  for (const entry of readdirSync(tmp)) {
    if (!entry.startsWith(SHARED_DIR_PREFIX)) continue;
    const dir = path.join(tmp, entry);
    const pgDir = path.join(dir, "pg");
    try {
      if (existsSync(path.join(pgDir, "postmaster.pid"))) await clearStalePostmaster(pgDir, log);
      else if (Date.now() - statSync(dir).mtimeMs < 10 * 60_000) continue;
      rmSync(dir, { recursive: true, force: true });
    } catch (err) {
      log.debug({ dir, err: String(err) }, "a shared test database in use by another run; left alone");
    }
  }
}
