// Stopping `npm start` by its process id stops Saathi: npm, its `sh -c`, the supervisor
// (scripts/start.mjs), the server and its embedded PostgreSQL are all gone within a bounded time and
// the port is closed, whether npm got SIGTERM (it ends its shell and exits, passing nothing on) or
// SIGKILL (nobody is told: the supervisor notices that the chain that started it broke).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { answersWithin, ROOT } from "../../../test/process-helpers.ts";
import { freePort } from "../db/embedded.ts";
import { sleep } from "./fault-support.ts";

const dirs: string[] = [];
const seen = new Set<number>();
const children: ChildProcess[] = [];

/** Every live process's parent (Linux /proc); zombies count as gone. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (state !== "Z") map.set(Number(name), Number(ppid));
    } catch {
      // It exited while we read.
    }
  }
  return map;
}

/** `root` and every process below it. */
function tree(root: number): number[] {
  const map = parents();
  const out = [root];
  for (let i = 0; i < out.length; i++) for (const [pid, ppid] of map) if (ppid === out[i]) out.push(pid);
  return out.filter((pid) => map.has(pid));
}

const alive = (pids: number[]) => {
  const map = parents();
  return pids.filter((pid) => map.has(pid));
};

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect({ port, host: "127.0.0.1" });
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });

/** Starts `npm start` (API only, no demo data) on a free port and a fresh DATA_DIR; waits for /api/health. */
async function startNpm() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-npm-start-"));
  dirs.push(dataDir);
  const port = await freePort();
  const npm = spawn("npm", ["start"], {
    cwd: ROOT,
    env: {
      ...process.env,
      // The project's Node first, as `npm start` from a shell in the repository has it.
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: "false",
      JOBS: "false",
      SERVE_WEB: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(npm);
  let output = "";
  npm.stdout?.on("data", (d) => {
    output += d;
  });
  npm.stderr?.on("data", (d) => {
    output += d;
  });
  const pid = npm.pid as number;
  await answersWithin(`http://127.0.0.1:${port}/api/health`, 240_000, {
    tryMs: 2000,
    what: "/api/health of npm start",
  });
  const pids = tree(pid);
  for (const p of pids) seen.add(p);
  const pgPort = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  return { npm, pid, pids, port, pgPort, output: () => output };
}

/** Polls until every process of `pids` is gone and both ports are closed, at most `ms`. */
async function allGone(pids: number[], ports: number[], ms: number) {
  const until = Date.now() + ms;
  let left = alive(pids);
  let open: number[] = [];
  while (Date.now() < until) {
    left = alive(pids);
    open = [];
    for (const p of ports) if (await portOpen(p)) open.push(p);
    if (left.length === 0 && open.length === 0) return { left, open };
    await sleep(250);
  }
  return { left, open };
}

const describeLinux = existsSync("/proc/self/stat") ? describe : describe.skip;

afterAll(async () => {
  // Whatever a failed test left running never outlives the file.
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const pid of alive([...seen])) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone meanwhile.
    }
  }
  await sleep(300);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describeLinux("stopping npm start by its process id", () => {
  for (const signal of ["SIGTERM", "SIGKILL"] as const) {
    it(`${signal} to npm stops the whole tree (shell, supervisor, server, PostgreSQL) and closes the port`, async () => {
      const run = await startNpm();
      // npm, its shell, the supervisor, the server, and the postmaster with its own processes.
      expect(run.pids.length, run.output()).toBeGreaterThanOrEqual(5);
      process.kill(run.pid, signal);
      const { left, open } = await allGone(run.pids, [run.port, run.pgPort], 45_000);
      const still = left.map((p) => {
        try {
          return `${p}: ${readFileSync(`/proc/${p}/cmdline`, "utf8").replaceAll("\0", " ")}`;
        } catch {
          return String(p);
        }
      });
      expect(still, run.output()).toEqual([]);
      expect(open, run.output()).toEqual([]);
    }, 400_000);
  }
});
