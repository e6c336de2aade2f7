// A server killed with SIGKILL (OOM killer, crash) leaves its embedded PostgreSQL running with
// DATA_DIR/pg locked. The next start finds that orphan through postmaster.pid and stops it.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";

const FAST_SHUTDOWN_MS = 15_000;
const KILL_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Alive and not a zombie (an orphan nobody reaps stays a zombie, and kill(pid, 0) still succeeds on it). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The state letter follows the ")" that closes the command name.
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

/** The command line of a process: /proc on Linux, ps elsewhere; null if unknown. */
function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    try {
      return execFileSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" })
        .trim()
        .split(/\s+/);
    } catch {
      return null;
    }
  }
}

/** True when `pid` is a postgres server whose data directory is `dir` (guards against a reused pid). */
export function isPostmasterOf(pid: number, dir: string): boolean {
  const argv = commandLine(pid);
  if (!argv?.length || !path.basename(argv[0] ?? "").startsWith("postgres")) return false;
  const d = argv.indexOf("-D");
  return d >= 0 && path.resolve(argv[d + 1] ?? "") === path.resolve(dir);
}

/** The parent process of `pid` (from /proc; null where that is not readable). */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
  } catch {
    return null;
  }
}

/**
 * The live Saathi server that runs the postgres `pid`, if any: a server starts its embedded database
 * as its own child, and a killed server's database is handed to init (or the system's reaper), which is
 * not Node. So a Node parent other than this process means a second `npm start` on the same DATA_DIR.
 */
export function liveServerOf(pid: number): number | null {
  const ppid = parentOf(pid);
  if (ppid === null || ppid === 1 || ppid === process.pid || !isRunning(ppid)) return null;
  const argv = commandLine(ppid);
  return argv?.length && path.basename(argv[0] ?? "").startsWith("node") ? ppid : null;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  return !isRunning(pid);
}

/**
 * Makes DATA_DIR/pg startable: a postmaster.pid whose process is gone (or is some other program
 * that got the pid) is removed; a live postgres serving this directory is stopped with a fast
 * shutdown (SIGINT: committed work is kept, open sessions are cut), SIGKILL if it does not exit.
 */
export async function clearStalePostmaster(dir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (pid > 0 && isRunning(pid) && isPostmasterOf(pid, dir)) {
    // Never stop the database of a server that is still running (it would fight back, restarting its own).
    const owner = liveServerOf(pid);
    // (The caller adds what to do: stop it, or use another DATA_DIR.)
    if (owner !== null) throw new Error(`Another Saathi server (process ${owner}) is using ${path.dirname(dir)}`);
    log.warn({ pid, dir }, "an earlier PostgreSQL still holds the data directory (its server was killed); stopping it");
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, FAST_SHUTDOWN_MS))) {
      log.warn({ pid }, "the earlier PostgreSQL did not stop in time; killing it");
      process.kill(pid, "SIGKILL");
      if (!(await waitForExit(pid, KILL_WAIT_MS)))
        throw new Error(`PostgreSQL process ${pid} holds ${dir} and does not stop. Stop it by hand, then start again.`);
    }
    log.info({ pid }, "the earlier PostgreSQL has stopped");
  }
  // A clean shutdown removes the file itself; after a kill it stays behind.
  if (existsSync(pidFile)) {
    log.warn({ pid }, "removing stale postmaster.pid left by a stopped database");
    rmSync(pidFile, { force: true });
  }
}
