// Real server processes (`node --import tsx apps/server/src/main.ts`) on one shared embedded PostgreSQL,
// for what only several processes prove (realtime across nodes, a node killed outright). Each node has
// its own DATA_DIR and port; the database is migrated once, before any node starts, so nodes never race
// to migrate. `close` (in afterAll) kills every process and removes every folder, whatever failed.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { connect, type Database, runMigrations } from "../src/platform/db/client.ts";
import { type EmbeddedDatabase, freePort, startEmbeddedDatabase } from "../src/platform/db/embedded.ts";
import { answersWithin, type NodeProcess, processGroup } from "./process-helpers.ts";

/** The origin the nodes trust (PUBLIC_URL); state-changing requests send it. */
export const NODE_ORIGIN = "http://localhost:3000";

export interface ServerNode extends NodeProcess {
  base: string;
  ws: string;
}

export function serverNodes(label: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `saathi-${label}-`));
  /** The database's own directory (the embedded PostgreSQL runs as another user; it owns this one). */
  const dbDir = mkdtempSync(path.join(os.tmpdir(), `saathi-${label}-db-`));
  const processes = processGroup();
  let pgdb: EmbeddedDatabase | undefined;
  let database: Database | undefined;
  const running = () => {
    if (!database || !pgdb) throw new Error("start the database first");
    return { database, url: pgdb.url };
  };
  return {
    processes,
    /** The shared database, migrated; its pool is for the test's own checks. */
    async startDatabase(): Promise<Database> {
      pgdb = await startEmbeddedDatabase(dbDir, pino({ level: "silent" }), { persistent: false });
      database = connect(pgdb.url);
      await runMigrations(database.db);
      return database;
    },
    /** One node, ready (`/api/ready`); `env` adds to or overrides the test settings. */
    async start(name: string, env: Record<string, string> = {}): Promise<ServerNode> {
      // A node restarted on its old port (env.PORT) is found again by the sockets it had.
      const port = env.PORT ? Number(env.PORT) : await freePort();
      const run = processes.start(["--import", "tsx", "apps/server/src/main.ts"], {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: running().url,
        DATA_DIR: mkdtempSync(path.join(dir, `${name}-`)),
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: NODE_ORIGIN,
        AUTH_SECRET: `${label}-secret-`.padEnd(40, "0"),
        SEED_DEMO: "false",
        SERVE_WEB: "false",
        JOBS: "false",
        NEW_ACCOUNT_LIMITS: "false",
        LOG_LEVEL: "warn",
        REALTIME_BUS: "postgres",
        REDIS_URL: "",
        ...env,
      });
      const base = `http://127.0.0.1:${port}`;
      // Loading the server takes seconds of CPU; several start together on a busy 2-core machine.
      await answersWithin(`${base}/api/ready`, 150_000, { run, what: `${name} to be ready` });
      return { ...run, base, ws: `ws://127.0.0.1:${port}/api/realtime` };
    },
    async close() {
      processes.killAll();
      await database?.pool.end().catch(() => {});
      await pgdb?.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
}
