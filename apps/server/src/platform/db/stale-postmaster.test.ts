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
  // The stand-in is started again (up to 5 times) if it fails to start or dies at once, and the reason
  // is printed instead of a pid after that, so a setup problem reads as one. (Written as plain text:
  // console.log colours a number under FORCE_COLOR, which npm test sets.)
  const script = `const { spawn } = require("node:child_process");
    let tries = 0;
    const go = () => {
      const p = spawn(${JSON.stringify(postgres)}, ["-e", "setTimeout(() => {}, 60000)", "--", "-D", ${JSON.stringify(pgDir)}],
        { stdio: ["ignore", "ignore", "pipe"], detached: true });
      let why = "";
      p.stderr.on("data", (d) => { why += d; });
      const retry = (reason) => { if (++tries < 5) setTimeout(go, 300); else process.stdout.write("ERR " + reason + " " + why + "\\n"); };
      p.once("error", (e) => retry(e.code));
      p.once("exit", (code, signal) => retry("exit " + code + " " + signal));
      setTimeout(() => {
        if (p.exitCode !== null || p.signalCode !== null || !p.pid) return;
        p.removeAllListeners("exit"); p.stderr.destroy(); p.unref();
        process.stdout.write(p.pid + "\\n");
        ${orphan ? "process.exit(0);" : "setTimeout(() => {}, 60000);"}
      }, 300);
    };
    go();`;
  const server = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "ignore"] });
  const said = await new Promise<string>((resolve) => server.stdout?.once("data", (d) => resolve(String(d).trim())));
  const pid = Number(said);
  if (!Number.isInteger(pid)) throw new Error(`the stand-in postmaster did not start: ${said}`);
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
