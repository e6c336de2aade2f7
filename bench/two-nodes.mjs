// Benchmark: two server processes on one PostgreSQL, 10,000 connected members (half on each
// node), chat at 500 messages a second for 20 s between pairs whose sockets are on different nodes:
// time from the sender's send (over its own open socket, a chat.send request; SEND=http: a POST to the
// sender's node) to the partner's socket (on the other node), and each process's memory. The embedded
// PostgreSQL is started here; both servers get its DATABASE_URL.
// Members and sessions are written directly with SQL (as bench/chat.ts does).
// Writes bench/results/two-nodes.json. Run: node bench/two-nodes.mjs
// (MEMBERS=10000 RATE=500 SECONDS=20 by default; LOG_LEVEL passes through, default warn; SYNC_COMMIT=off
// turns off the WAL flush per commit, to show the ceiling when the disk is not the limit; TIMELINE=FILE
// writes each message's [sent at, delivery ms] to line slow ones up with a CPU sampler; NODE_PERF_DIR=DIR
// records each server's CPU by function with perf, NODE_PROF_DIR=DIR with V8's sampler: see
// bench/support/node-profile.ts and perf-profile-summary.ts; ACTIVE_PAIRS=N: only N pairs write, as
// conversations in progress, while all members stay connected.)
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WANT_FDS = 65_536;

// 10,000 sockets here (and 5,000 in each server) need more descriptors than a usual default; the
// bench raises the limit for itself and its children by running again under `ulimit -n` (as root it
// may raise the hard limit too), with tsx so that it can use the server's own database code.
if (!process.env.SAATHI_TWO_NODES_CHILD) {
  const soft = Number(readFileSync("/proc/self/limits", "utf8").match(/Max open files\s+(\d+)/)?.[1] ?? 0);
  const raise = soft < WANT_FDS ? `ulimit -n ${WANT_FDS} 2>/dev/null || ulimit -n $(ulimit -Hn); ` : "";
  const child = spawn(
    "sh",
    ["-c", `${raise}exec "$0" --import tsx "$1"`, process.execPath, fileURLToPath(import.meta.url)],
    { cwd: root, stdio: "inherit", env: { ...process.env, SAATHI_TWO_NODES_CHILD: "1" } },
  );
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  await import("./support/two-nodes-run.ts");
}
