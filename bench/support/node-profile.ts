// NODE_PROF_DIR=DIR for the benches that start server processes (bench/two-nodes.mjs): each server runs
// under V8's sampling profiler (--cpu-prof) and writes a .cpuprofile into DIR when it exits, and the
// bench writes the measured window (window.json) so that bench/support/cpu-profile-summary.ts can count
// only the samples taken while messages flowed (not the start, the seed or the sockets connecting).
// Both clocks are CLOCK_MONOTONIC: V8's profile timestamps and process.hrtime here (microseconds).
// V8's sampler takes a sample every interval of wall time: on a busy machine a process preempted in a
// system call (a write to PostgreSQL that woke its backend) is counted as busy there. NODE_PERF_DIR=DIR
// counts CPU time only: `perf record -e cpu-clock` of both servers during the window (JS function names
// from V8's jitdump, --perf-prof), summarised by bench/support/perf-profile-summary.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.env.NODE_PROF_DIR;
const perfDir = process.env.NODE_PERF_DIR;
/** Sampling interval in microseconds (V8's default is 1000). */
const interval = Number(process.env.NODE_PROF_INTERVAL_US ?? 1000);

/**
 * How the server's TypeScript is loaded: tsx (the bench's usual way), or NODE_PROF_TS=node, Node's own
 * (--experimental-transform-types). Both keep function names; tsx's output puts a module's anonymous
 * functions on its first lines, Node's keeps them apart, near (not at) their source lines.
 */
const loader = () =>
  process.env.NODE_PROF_TS === "node" ? ["--experimental-transform-types", "--no-warnings"] : ["--import", "tsx"];

/** Node arguments for server process `name`: the TypeScript loader, and the profiler when NODE_PROF_DIR is set. */
export function profileArgs(name: string): string[] {
  // A jitdump (with each code object's load time, so an address V8 reuses is not named after its old
  // function, as a perf-PID.map names it) and interpreted frames on the native stack.
  if (perfDir) mkdirSync(perfDir, { recursive: true });
  // (--perf-prof turns on V8's code log too: into DIR, not an isolate-*.log in the repository.)
  const perf = perfDir
    ? [
        "--perf-prof",
        "--no-logfile-per-isolate",
        `--logfile=${perfDir}/v8-%p.log`,
        `--perf-prof-path=${perfDir}`,
        "--interpreted-frames-native-stack",
      ]
    : [];
  if (!dir) return [...perf, ...loader()];
  mkdirSync(dir, { recursive: true });
  return [
    ...perf,
    ...loader(),
    "--cpu-prof",
    `--cpu-prof-dir=${dir}`,
    `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`,
    `--cpu-prof-interval=${interval}`,
  ];
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
let windowStart = 0;
let recorder: ChildProcess | null = null;

/** Marks the start of the measured window (where the bench takes its first CPU snapshot); NODE_PERF_DIR: perf starts on `pids`. */
export function profileWindowStart(pids: (number | undefined)[]): void {
  windowStart = nowUs();
  if (!perfDir) return;
  mkdirSync(perfDir, { recursive: true });
  const out = path.join(perfDir, "perf.data");
  // -k mono: the jitdump's clock, for `perf inject --jit` (perf-profile-summary.ts runs it).
  const args = ["record", "-k", "mono", "-e", "cpu-clock", "-F", "997", "-g", "-p", pids.join(","), "-o", out];
  recorder = spawn("perf", args, { stdio: "ignore" });
  writeFileSync(path.join(perfDir, "pids.json"), `${JSON.stringify(pids)}\n`);
}

/**
 * Marks its end and writes DIR/window.json: { startUs, endUs, messages, ...extra } and, from each server's
 * /proc/PID/stat fields before and after, its user and system CPU in the window (ms; USER_HZ 100).
 */
export async function profileWindowEnd(
  messages: number,
  stats: { before: string[][]; after: string[][] },
  extra: Record<string, unknown> = {},
): Promise<void> {
  const rec = recorder;
  if (rec)
    await new Promise((r) => {
      rec.once("exit", r);
      rec.kill("SIGINT");
    });
  const outDir = dir ?? perfDir;
  if (!outDir) return;
  const ticks = (i: number, field: number) => (Number(stats.after[i]?.[field]) - Number(stats.before[i]?.[field])) * 10;
  const procCpuMs = stats.before.map((_, i) => ({ user: ticks(i, 13), system: ticks(i, 14) }));
  const window = { startUs: windowStart, endUs: nowUs(), messages, procCpuMs, ...extra };
  writeFileSync(path.join(outDir, "window.json"), `${JSON.stringify(window, null, 2)}\n`);
}
