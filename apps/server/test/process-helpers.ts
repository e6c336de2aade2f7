// Test support for the tests that run the real server as a process (production start and build, crash
// recovery, two nodes, tracing): start `node …` from the repository root with its output kept, wait
// until it answers, stop it (SIGTERM, then SIGKILL after a grace), and kill whatever is left in afterAll.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fetchWithin, sleep } from "../src/platform/faults/fault-support.ts";

/** The repository root: the server's scripts and entry points are named from here. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface NodeProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Its exit code, or "hung" when it has not exited within `ms` (the timer is cleared either way). */
async function exitOrHung(run: NodeProcess, ms: number): Promise<number | null | "hung"> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<"hung">((r) => {
    timer = setTimeout(() => r("hung"), ms);
  });
  try {
    return await Promise.race([run.exited, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The processes one test file starts: `start` runs `node …args` from the root with exactly `env`;
 * `killAll` (in afterAll) SIGKILLs every one still running, whatever the tests did.
 */
export function processGroup() {
  const spawned: ChildProcess[] = [];
  return {
    spawned,
    start(args: string[], env: NodeJS.ProcessEnv): NodeProcess {
      const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
      spawned.push(child);
      let output = "";
      child.stdout?.on("data", (d) => {
        output += d;
      });
      child.stderr?.on("data", (d) => {
        output += d;
      });
      const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
      return { child, output: () => output, exited };
    },
    killAll() {
      for (const child of spawned) if (isRunning(child)) child.kill("SIGKILL");
    },
  };
}

/**
 * Waits until `url` answers 200 (each try bounded by `tryMs`), at most `ms`; answers how long it took.
 * When `run` is given, its exit ends the wait at once, with its output in the error.
 */
export async function answersWithin(
  url: string,
  ms: number,
  opts: { run?: NodeProcess; tryMs?: number; what?: string } = {},
): Promise<number> {
  const started = performance.now();
  const until = Date.now() + ms;
  const what = opts.what ?? url;
  let last: unknown;
  while (Date.now() < until) {
    if (opts.run && !isRunning(opts.run.child))
      throw new Error(`${what}: the process exited (${opts.run.child.exitCode}):\n${opts.run.output().slice(-1500)}`);
    try {
      if ((await fetchWithin(url, {}, opts.tryMs ?? 1000)).status === 200)
        return Math.round(performance.now() - started);
    } catch (err) {
      last = err;
    }
    await sleep(100);
  }
  const tail = opts.run ? ` (output: ${opts.run.output().slice(-1500)})` : "";
  throw new Error(`timed out after ${ms} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ""}${tail}`);
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`; answers its exit code. */
export async function stopProcess(run: NodeProcess, graceMs = 5000): Promise<number | null | "killed"> {
  if (!isRunning(run.child)) return run.exited;
  run.child.kill("SIGTERM");
  const code = await exitOrHung(run, graceMs);
  if (code !== "hung") return code;
  run.child.kill("SIGKILL");
  await run.exited;
  return "killed";
}

/** Waits for the process to exit by itself within `ms` (else kills it and fails, with its output). */
export async function exitWithin(run: NodeProcess, ms: number): Promise<{ status: number | null; output: string }> {
  const code = await exitOrHung(run, ms);
  if (code === "hung") {
    run.child.kill("SIGKILL");
    throw new Error(`the process did not exit within ${ms / 1000} s:\n${run.output()}`);
  }
  return { status: code, output: run.output() };
}
