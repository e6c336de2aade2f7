// Database fault tests (decision 010): the PostgreSQL behind DATABASE_URL restarts, or stays
// down a while, under members with open sockets; the embedded PostgreSQL is killed. The API and live
// delivery come back by themselves, and open sockets are told to resync what they may have missed.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { channels } from "@saathi/contract/realtime";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../config.ts";
import { connect, runMigrations } from "../db/client.ts";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "../db/embedded.ts";
import {
  fetchWithin,
  type HttpMember,
  openSocket,
  type StandalonePostgres,
  signUp,
  startStandalonePostgres,
  waitUntil,
} from "./fault-support.ts";

const ORIGIN = "http://localhost:3000";
const log = pino({ level: "silent" });

/** The real app over real HTTP on a free port, on the database at `url`. */
async function startServer(url: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-fault-"));
  const database = connect(url);
  await runMigrations(database.db);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    SERVE_WEB: "false",
    JOBS: "false",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0000",
    PUBLIC_URL: ORIGIN,
  });
  const { app } = await buildApp({ config, database, logger: log });
  // b of each pair is made an expert here (onboarding is not what these tests are about).
  const makeExpert = (id: string) =>
    database.pool.query("update user_profiles set role = 'expert' where user_id = $1", [id]);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    makeExpert,
    wsUrl: `ws://127.0.0.1:${port}/api/realtime`,
    async close() {
      await app.close();
      await database.pool.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
type Server = Awaited<ReturnType<typeof startServer>>;

const post = (server: Server, m: HttpMember, url: string, body?: object) =>
  fetchWithin(`${server.base}${url}`, {
    method: "POST",
    headers: { cookie: m.cookie, origin: ORIGIN, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** Sends a chat message, retrying while the database is still coming back (bounded). */
const sendChat = (server: Server, from: HttpMember, to: HttpMember, message: string) =>
  waitUntil(
    async () => (await post(server, from, "/api/chat/messages", { receiverId: to.id, message })).ok,
    10_000,
    "the chat message to be accepted",
  );

const readiness = async (server: Server) => {
  const r = await fetchWithin(`${server.base}/api/ready`);
  return { status: r.status, body: (await r.json()) as Record<string, string> };
};

/** Two members: `a` listens to chat, notifications and calls; `b` to notifications. */
async function connectPair(server: Server) {
  const a = await signUp(server.base, ORIGIN, "a");
  const b = await signUp(server.base, ORIGIN, "b");
  const sa = await openSocket(server.wsUrl, a.cookie, [
    channels.userMessages(a.id),
    channels.callNotifications(a.id),
    channels.user(a.id),
  ]);
  const sb = await openSocket(server.wsUrl, b.cookie, [channels.user(b.id)]);
  // b is an expert with a paid session with a that is on now, so b can ring a (call ringing).
  await server.makeExpert(b.id);
  const session = await post(server, b, "/api/dev/practice-session", { memberEmail: a.email, expertEmail: b.email });
  expect(session.status).toBe(200);
  const { bookingId } = (await session.json()) as { bookingId: string };
  return { a, b, sa, sb, bookingId };
}

type Pair = Awaited<ReturnType<typeof connectPair>>;

/** After a fault: chat, notifications and call ringing reach the open sockets again. */
async function expectLiveDelivery(server: Server, pair: Pair, tag: string) {
  const { a, b, sa, sb } = pair;
  await sendChat(server, b, a, `after ${tag}`);
  await sa.next(
    (m) => m.type === "event" && (m.data as { message?: string })?.message === `after ${tag}`,
    5000,
    `the chat message sent after ${tag}`,
  );
  // A new follower each time (following again within 2 s is throttled), so the notification is new.
  const c = await waitUntil(() => signUp(server.base, ORIGIN, "c"), 10_000, "a third member");
  const follow = await post(server, c, `/api/follows/${b.id}`);
  expect(follow.ok).toBe(true);
  await sb.next(
    (m) =>
      m.type === "event" &&
      m.event === "notification" &&
      (m.data as { data?: { actorId?: string } }).data?.actorId === c.id,
    5000,
    `the follow notification after ${tag}`,
  );
  // The expert rings the member: the incoming call reaches the member's open socket.
  const ring = await post(server, b, "/api/calls", { calleeId: a.id, bookingId: pair.bookingId });
  expect(ring.status).toBe(200);
  const { roomId } = (await ring.json()) as { roomId: string };
  await sa.next(
    (m) => m.type === "event" && m.event === "incoming_call" && (m.data as { roomId?: string })?.roomId === roomId,
    5000,
    `the incoming call after ${tag}`,
  );
}

describe("the PostgreSQL behind DATABASE_URL restarts", () => {
  let db: StandalonePostgres;
  let server: Server;
  let pair: Pair;

  beforeAll(async () => {
    db = await startStandalonePostgres();
    server = await startServer(db.url);
    pair = await connectPair(server);
  }, 90_000);
  afterAll(async () => {
    for (const s of [pair?.sa, pair?.sb]) s?.socket.close();
    await server?.close();
    await db?.stop();
  });

  it("live delivery and readiness come back after pg_ctl restart -m fast, and clients are told to resync", async () => {
    await sendChat(server, pair.b, pair.a, "before the restart");
    await pair.sa.next((m) => m.type === "event", 5000, "the message before the restart");
    await db.restart();
    await pair.sa.next((m) => m.type === "resync", 15_000, "resync on a's socket");
    await pair.sb.next((m) => m.type === "resync", 5000, "resync on b's socket");
    await waitUntil(async () => (await readiness(server)).status === 200, 10_000, "readiness");
    expect((await readiness(server)).body).toEqual({
      status: "ready",
      database: "up",
      migrations: "applied",
      realtime: "listening",
      media: "not_configured",
    });
    await expectLiveDelivery(server, pair, "the restart");
  }, 60_000);

  it("a database down for seconds: readiness says so (503), then everything comes back by itself", async () => {
    const resyncs = pair.sa.messages.filter((m) => m.type === "resync").length;
    await db.pause();
    const down = await waitUntil(
      async () => {
        const r = await readiness(server);
        return r.status === 503 && r.body.realtime === "reconnecting" ? r : undefined;
      },
      10_000,
      "readiness to report the outage",
    );
    expect(down.body).toEqual({
      status: "unavailable",
      database: "down",
      migrations: "unknown",
      realtime: "reconnecting",
      media: "not_configured",
    });
    expect((await fetchWithin(`${server.base}/api/health`)).status).toBe(503);
    // Several reconnect attempts fail meanwhile (the first one alone used to be all there was).
    await new Promise((r) => setTimeout(r, 3000));
    await db.start();
    await pair.sa.next(
      (m) => m.type === "resync" && pair.sa.messages.filter((x) => x.type === "resync").length > resyncs,
      15_000,
      "a second resync",
    );
    await waitUntil(async () => (await readiness(server)).status === 200, 10_000, "readiness again");
    const health = await fetchWithin(`${server.base}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    await expectLiveDelivery(server, pair, "the outage");
  }, 60_000);
});

describe("the embedded PostgreSQL is killed", () => {
  let dataDir: string;
  let embedded: EmbeddedDatabase;
  let server: Server;
  let pair: Pair;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-fault-embedded-"));
    embedded = await startEmbeddedDatabase(dataDir, log, { persistent: false });
    server = await startServer(embedded.url);
    pair = await connectPair(server);
  }, 90_000);
  afterAll(async () => {
    for (const s of [pair?.sa, pair?.sb]) s?.socket.close();
    await server?.close();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("SIGKILL of its postmaster: it is restarted on the same port and the API and live delivery come back", async () => {
    const pid = embedded.pid();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid as number, "SIGKILL");
    await waitUntil(async () => (await fetchWithin(`${server.base}/api/health`)).status === 200, 30_000, "health");
    await waitUntil(async () => embedded.pid() !== undefined && embedded.pid() !== pid, 30_000, "a new postmaster");
    await pair.sa.next((m) => m.type === "resync", 15_000, "resync after the database came back");
    await waitUntil(async () => (await readiness(server)).status === 200, 10_000, "readiness");
    await expectLiveDelivery(server, pair, "the kill");
  }, 60_000);
});
