// Crash test (decision 010): the real server under write load is killed with SIGKILL, alone
// and together with its embedded PostgreSQL; npm start's supervisor brings it back by itself and
// every acknowledged write is there. A start that meets an orphan PostgreSQL on DATA_DIR/pg stops it
// and succeeds; a start that cannot succeed says why in a sentence.
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answersWithin, exitWithin, processGroup, stopProcess } from "../../../test/process-helpers.ts";
import { freePort } from "../db/embedded.ts";
import { isRunning } from "../db/stale-postmaster.ts";
import { fetchWithin, type HttpMember, signUp, sleep, waitUntil } from "./fault-support.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-crash-"));
const pidFile = path.join(dataDir, "pg", "postmaster.pid");
let port: number;
let base: string;
let origin: string;
const processes = processGroup();

/** The server's environment: its own DATA_DIR and port, no demo data, no jobs, no web build. */
const env = () => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  SEED_DEMO: "false",
  JOBS: "false",
  SERVE_WEB: "false",
  LOG_LEVEL: "warn",
  NODE_ENV: "development",
});

const startSupervisor = () => processes.start(["scripts/start.mjs"], env());
const startServer = () => processes.start(["--import", "tsx", "apps/server/src/main.ts"], env());

const healthy = () => answersWithin(`${base}/api/health`, 120_000, { tryMs: 2000, what: "/api/health" });

/** The server process under the supervisor (its only child). */
const serverPidOf = (supervisor: number) =>
  Number(readFileSync(`/proc/${supervisor}/task/${supervisor}/children`, "utf8").trim().split(/\s+/)[0]);
const postmaster = () => {
  const lines = readFileSync(pidFile, "utf8").split("\n");
  return { pid: Number(lines[0]), port: Number(lines[3]) };
};

/** Journal writes from 6 concurrent writers until `stop()`; `acked` holds those answered 2xx. */
function writeLoad(member: HttpMember) {
  const acked: string[] = [];
  let stopped = false;
  const writer = async () => {
    while (!stopped) {
      const clientId = randomUUID();
      try {
        const r = await fetchWithin(`${base}/api/journal`, {
          method: "POST",
          headers: { cookie: member.cookie, origin, "content-type": "application/json" },
          body: JSON.stringify({ clientId, body: `entry ${clientId}`, createdAt: new Date().toISOString() }),
        });
        if (r.ok) acked.push(clientId);
      } catch {
        await sleep(20);
      }
    }
  };
  const writers = Array.from({ length: 6 }, writer);
  return {
    acked,
    async stop() {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

/** Every acknowledged write is in the database (read directly, not through the API's page limit). */
async function expectStored(member: HttpMember, acked: string[]) {
  const db = new pg.Client({
    connectionString: `postgres://saathi:saathi-local@127.0.0.1:${postmaster().port}/saathi`,
  });
  await db.connect();
  try {
    const { rows } = await db.query<{ client_id: string }>("select client_id from journal_entries where user_id = $1", [
      member.id,
    ]);
    const stored = new Set(rows.map((r) => r.client_id));
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await db.end();
  }
}

/** Puts the server under load, kills what `kill` kills once writes are flowing, stops the load. */
async function killUnderLoad(member: HttpMember, kill: () => void) {
  const load = writeLoad(member);
  await waitUntil(async () => load.acked.length >= 30, 60_000, "writes to be acknowledged");
  kill();
  await load.stop();
  return load.acked;
}

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  origin = `http://localhost:${port}`;
});

afterAll(async () => {
  // Whatever is still running, including a server under a supervisor, never outlives the test.
  for (const c of processes.spawned) {
    if (c.exitCode !== null || c.signalCode !== null || !c.pid) continue;
    const under = existsSync(`/proc/${c.pid}/task/${c.pid}/children`) ? serverPidOf(c.pid) : 0;
    c.kill("SIGKILL");
    if (under > 0 && isRunning(under)) process.kill(under, "SIGKILL");
  }
  if (existsSync(pidFile)) {
    const { pid } = postmaster();
    if (pid > 0 && isRunning(pid)) process.kill(pid, "SIGKILL");
  }
  await sleep(200);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("crash recovery", () => {
  let member: HttpMember;
  let supervisor: ReturnType<typeof startSupervisor>;

  it("SIGKILL of the server under write load: the supervisor restarts it and every acknowledged write is there", async () => {
    supervisor = startSupervisor();
    await healthy();
    member = await signUp(base, origin, "crash");
    // Journal entries are kept in the account only with the sensitive-processing consent.
    await fetchWithin(`${base}/api/account/consents`, {
      method: "POST",
      headers: { cookie: member.cookie, origin, "content-type": "application/json" },
      body: JSON.stringify({ purpose: "sensitive" }),
    });
    const server = serverPidOf(supervisor.child.pid as number);
    const orphan = postmaster().pid;
    const acked = await killUnderLoad(member, () => process.kill(server, "SIGKILL"));
    const began = Date.now();
    await healthy();
    expect(Date.now() - began).toBeLessThan(45_000);
    // The orphaned PostgreSQL was stopped and a new one started for the new server.
    expect(isRunning(orphan)).toBe(false);
    expect(serverPidOf(supervisor.child.pid as number)).not.toBe(server);
    expect(supervisor.output()).toMatch(/was killed by SIGKILL; starting it again/);
    await expectStored(member, acked);
  }, 240_000);

  it("SIGKILL of the server and its PostgreSQL together: it comes back with every acknowledged write", async () => {
    const server = serverPidOf(supervisor.child.pid as number);
    const acked = await killUnderLoad(member, () => {
      process.kill(server, "SIGKILL");
      process.kill(postmaster().pid, "SIGKILL");
    });
    await healthy();
    await expectStored(member, acked);
  }, 240_000);

  it("a plain start while an orphan PostgreSQL holds DATA_DIR/pg succeeds; SIGTERM then stops both", async () => {
    // Kill the supervisor first so nothing restarts the server, then the server: the database is orphaned.
    const server = serverPidOf(supervisor.child.pid as number);
    supervisor.child.kill("SIGKILL");
    await supervisor.exited;
    process.kill(server, "SIGKILL");
    const orphan = postmaster().pid;
    await sleep(300);
    expect(isRunning(orphan)).toBe(true);
    const again = startServer();
    await healthy();
    expect(isRunning(orphan)).toBe(false);
    expect(await stopProcess(again, 20_000)).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
  }, 240_000);

  it("a start that cannot succeed names the cause and what to do", async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(port, "0.0.0.0", r));
    try {
      const blocked = startServer();
      const { status: code } = await exitWithin(blocked, 60_000);
      expect(blocked.output()).toContain(`Port ${port} is already in use by another program. Stop it or set PORT`);
      expect(blocked.output()).not.toMatch(/^undefined$/m);
      expect(code).toBe(78);
      // It stopped its database on the way out.
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      blocker.close();
    }
  }, 90_000);
});
