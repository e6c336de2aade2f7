// A second `npm start` on the same DATA_DIR must not stop the first server's database (it used to,
// and the two servers then stopped each other's database in turn); an orphan is still cleared.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { clearStalePostmaster, isRunning, liveServerOf } from "./stale-postmaster.ts";

const log = pino({ level: "silent" });
let dir = "";

/** A stand-in postmaster: a process named "postgres" with `-D <pgDir>`, started by another Node process
 * (the "first server"), which stays alive unless `orphan` (then it exits and the postmaster is orphaned). */
async function fakePostmaster(pgDir: string, orphan: boolean): Promise<{ server: ChildProcess; pid: number }> {
  const bin = path.join(path.dirname(pgDir), "bin");
  mkdirSync(bin, { recursive: true });
  const postgres = path.join(bin, "postgres");
  symlinkSync(process.execPath, postgres);
  const script = `const p = require("node:child_process").spawn(${JSON.stringify(postgres)},
    ["-e", "setTimeout(() => {}, 60000)", "--", "-D", ${JSON.stringify(pgDir)}], { stdio: "ignore", detached: true });
    p.unref(); console.log(p.pid); ${orphan ? "process.exit(0);" : "setTimeout(() => {}, 60000);"}`;
  const server = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "ignore"] });
  const pid = await new Promise<number>((resolve) => server.stdout?.once("data", (d) => resolve(Number(String(d)))));
  writeFileSync(path.join(pgDir, "postmaster.pid"), `${pid}\n${pgDir}\n`);
  return { server, pid };
}

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function pgDir(): string {
  dir = mkdtempSync(path.join(os.tmpdir(), "saathi-pm-"));
  const pg = path.join(dir, "pg");
  mkdirSync(pg);
  return pg;
}

describe("clearing the data directory at start", () => {
  it("refuses, with a sentence, to stop the database of another running server", async () => {
    const pg = pgDir();
    const { server, pid } = await fakePostmaster(pg, false);
    started.push(pid, server.pid as number);
    expect(isRunning(pid), "the stand-in postmaster runs").toBe(true);
    expect(liveServerOf(pid)).toBe(server.pid);
    await expect(clearStalePostmaster(pg, log)).rejects.toThrow(
      `Another Saathi server (process ${server.pid}) is using ${dir}`,
    );
    expect(isRunning(pid)).toBe(true); // untouched
  });

  it("stops the database a killed server left behind", async () => {
    const pg = pgDir();
    const { server, pid } = await fakePostmaster(pg, true);
    started.push(pid);
    expect(isRunning(pid), "the stand-in postmaster runs").toBe(true);
    await new Promise((r) => server.once("exit", r));
    await new Promise((r) => setTimeout(r, 100));
    expect(liveServerOf(pid)).toBeNull();
    await clearStalePostmaster(pg, log);
    expect(isRunning(pid)).toBe(false);
  });

  it("removes a postmaster.pid whose process is gone", async () => {
    const pg = pgDir();
    writeFileSync(path.join(pg, "postmaster.pid"), "999999\n");
    await clearStalePostmaster(pg, log);
    expect(existsSync(path.join(pg, "postmaster.pid"))).toBe(false);
  });
});
