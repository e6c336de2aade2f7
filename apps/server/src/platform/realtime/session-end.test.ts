// A session that ends closes its open sockets on every node within a second, whatever ended it (the
// session table's delete trigger tells each node), and a socket's session is checked again
// periodically as a backstop (expiry, a second factor now owed). Once closed, a socket hears no
// more: a chat message sent afterwards never reaches it.
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { staffMember } from "../../../test/admin-helpers.ts";
import { cookieFrom, type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { testHub } from "../../../test/test-hub.ts";
import type { HubDeps, RealtimeHub } from "./hub.ts";
import { type RedisServer, redisServer } from "./redis-server.ts";

let h: Harness;
let node1: string;
let node2: string;
/** A hub of its own that checks sessions every CHECK_MS (the default is a minute). */
let quick: RealtimeHub;
let quickUrl: string;
const quickApp = Fastify();
const CHECK_MS = 300;
let redis: RedisServer;
/** Two nodes whose events travel over Redis: they still hear ended sessions (their own LISTEN). */
const redisNodes: { hub: RealtimeHub; app: FastifyInstance; url: string }[] = [];

const hubOn = (app: FastifyInstance, opts: Partial<HubDeps> = {}) => {
  const hub = testHub(h, opts);
  return hub.register(app).then(() => hub);
};

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const a = app.server.address();
  return `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
}

type Frame = { type: string; event?: string; data?: Record<string, unknown> };

/** A socket subscribed to the member's chat channel; `closed` resolves with the close code and when. */
async function open(url: string, m: Member, cookie = m.cookie) {
  const socket = new WebSocket(url, { headers: { cookie } });
  const frames: Frame[] = [];
  const closed = new Promise<{ code: number; at: number }>((r) =>
    socket.on("close", (code) => r({ code, at: performance.now() })),
  );
  socket.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no subscription; got ${JSON.stringify(frames)}`)), 10_000);
    socket.on("message", (raw) => {
      const f = JSON.parse(String(raw)) as Frame;
      frames.push(f);
      if (f.type === "ready") socket.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${m.id}` }));
      if (f.type === "subscribed") {
        clearTimeout(timer);
        resolve();
      }
    });
    socket.on("close", () => reject(new Error(`closed before subscribing; got ${JSON.stringify(frames)}`)));
  });
  const chats = () => frames.filter((f) => f.type === "event" && f.event === "message").map((f) => f.data?.message);
  return { socket, frames, closed, chats };
}

/** The close code, or "still open" after `ms`. */
const closeCode = (s: { closed: Promise<{ code: number }> }, ms = 5000) =>
  Promise.race([s.closed.then((c) => c.code), new Promise<string>((r) => setTimeout(() => r("still open"), ms))]);

/** A second device of the member: a password sign-in of its own. */
async function secondSession(m: Member): Promise<string> {
  const r = await h.post("/api/auth/sign-in/email", { email: m.email, password: "secret12" }, { ip: "10.31.0.2" });
  expect(r.statusCode, r.body).toBe(200);
  return cookieFrom(r);
}

const chat = (from: Member, to: Member, message: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/chat/messages",
    headers: { cookie: from.cookie },
    payload: { receiverId: to.id, message },
  });

/**
 * A's sockets on both nodes, and a sender who chats with A: the first message reaches both, then
 * `end` ends A's session; both close with 4401 within a second of it answering, and the next message
 * reaches neither.
 */
async function endsBothSockets(end: (a: Member) => Promise<unknown>, opts: { a?: Member } = {}) {
  const [a, sender] = opts.a ? [opts.a, await h.member()] : await Promise.all([h.member(), h.member()]);
  const s1 = await open(node1, a);
  const s2 = await open(node2, a);
  expect((await chat(sender, a, "before")).statusCode).toBe(200);
  await expect.poll(() => [s1.chats(), s2.chats()], { timeout: 5000 }).toEqual([["before"], ["before"]]);
  await end(a);
  // The session's row is gone once the request that ended it has answered.
  const t = performance.now();
  const [c1, c2] = await Promise.all(
    [s1, s2].map((s) =>
      Promise.race([s.closed, new Promise<never>((_, no) => setTimeout(() => no(new Error("still open")), 3000))]),
    ),
  );
  expect(c1?.code).toBe(4401);
  expect(c2?.code).toBe(4401);
  expect(Math.max(c1?.at ?? 0, c2?.at ?? 0) - t).toBeLessThan(1000);
  await chat(sender, a, "after, text included");
  await new Promise((r) => setTimeout(r, 400));
  expect(s1.chats()).toEqual(["before"]);
  expect(s2.chats()).toEqual(["before"]);
}

beforeAll(async () => {
  h = await startHarness();
  node1 = await listen(h.app);
  node2 = await listen(await h.secondApp());
  quick = await hubOn(quickApp, { sessionCheckMs: CHECK_MS });
  quickUrl = await listen(quickApp);
  redis = await redisServer();
  for (let i = 0; i < 2; i++) {
    const app = Fastify();
    const hub = await hubOn(app, { bus: { kind: "redis", redisUrl: redis.url } });
    redisNodes.push({ hub, app, url: await listen(app) });
  }
}, 180_000);
afterAll(async () => {
  for (const n of redisNodes) {
    await n.hub.close();
    await n.app.close();
  }
  await quick?.close();
  await quickApp.close();
  await redis?.stop();
  await h?.close();
});

describe("a session that ends closes its sockets on every node", () => {
  it("signing out everywhere else from another device", async () => {
    await endsBothSockets(async (a) => {
      const other = await secondSession(a);
      const r = await h.post("/api/account/sessions/sign-out-others", {}, { cookie: other });
      expect(r.statusCode).toBe(200);
      // Over HTTP the old session is refused too.
      expect((await h.app.inject({ url: "/api/me", headers: { cookie: a.cookie } })).json().user ?? null).toBeNull();
    });
  }, 60_000);

  it("a password change on another device", async () => {
    await endsBothSockets(async (a) => {
      const other = await secondSession(a);
      const r = await h.post(
        "/api/account/password",
        { currentPassword: "secret12", newPassword: "another-secret-34" },
        { cookie: other },
      );
      expect(r.statusCode, r.body).toBe(200);
    });
  }, 60_000);

  it("a staff suspension", async () => {
    const admin = await staffMember(h);
    await endsBothSockets(async (a) => {
      const r = await h.post(`/api/admin/members/${a.id}/suspend`, { reason: "Spam posts" }, { cookie: admin.cookie });
      expect(r.statusCode, r.body).toBe(200);
    });
  }, 60_000);

  it("the account's user row deleted (the erasure's cascade)", async () => {
    await endsBothSockets((a) => h.database.pool.query(`delete from "user" where id = $1`, [a.id]));
  }, 60_000);

  it("a plain sign-out", async () => {
    await endsBothSockets(async (a) => {
      expect((await h.post("/api/auth/sign-out", {}, { cookie: a.cookie })).statusCode).toBe(200);
    });
  }, 60_000);

  it("closes only the ended session's sockets: the member's other device keeps its own", async () => {
    const [a, sender] = await Promise.all([h.member(), h.member()]);
    const phone = await secondSession(a);
    const ending = await open(node1, a);
    const staying = await open(node2, a, phone);
    expect((await h.post("/api/auth/sign-out", {}, { cookie: a.cookie })).statusCode).toBe(200);
    expect(await closeCode(ending)).toBe(4401);
    await chat(sender, a, "still here");
    await expect.poll(() => staying.chats(), { timeout: 5000 }).toEqual(["still here"]);
    staying.socket.close();
  }, 60_000);
});

describe("with the Redis bus", () => {
  it("a session signed out elsewhere closes its sockets on both Redis-bus nodes", async () => {
    expect(redisNodes.map((n) => n.hub.bus)).toEqual(["redis", "redis"]);
    const a = await h.member();
    const sockets = await Promise.all(redisNodes.map((n) => open(n.url, a)));
    const other = await secondSession(a);
    expect((await h.post("/api/account/sessions/sign-out-others", {}, { cookie: other })).statusCode).toBe(200);
    const t = performance.now();
    expect(await Promise.all(sockets.map((s) => closeCode(s, 1000)))).toEqual([4401, 4401]);
    expect(performance.now() - t).toBeLessThan(1000);
  }, 60_000);
});

describe("the periodic session check", () => {
  it("closes a socket whose session expired (expiry deletes no row)", async () => {
    const a = await h.member();
    const s = await open(quickUrl, a);
    await h.database.pool.query(`update session set expires_at = now() - interval '1 second' where user_id = $1`, [
      a.id,
    ]);
    expect(await closeCode(s, CHECK_MS * 10)).toBe(4401);
  }, 60_000);

  it("closes a socket at its session's expiry time", async () => {
    const a = await h.member();
    await h.database.pool.query(`update session set expires_at = now() + interval '4 seconds' where user_id = $1`, [
      a.id,
    ]);
    const s = await open(node1, a);
    // node1 checks every minute; the expiry timer closes it at its time.
    expect(await closeCode(s, 10_000)).toBe(4401);
  }, 60_000);

  it("closes a member's socket once two-factor is on and this session has not given a code", async () => {
    const a = await h.member();
    const s = await open(quickUrl, a);
    await h.database.pool.query(`update "user" set two_factor_enabled = true where id = $1`, [a.id]);
    expect(await closeCode(s, CHECK_MS * 10)).toBe(4401);
  }, 60_000);

  it("keeps a live session's socket open across checks", async () => {
    const a = await h.member();
    const s = await open(quickUrl, a);
    await new Promise((r) => setTimeout(r, CHECK_MS * 3));
    expect(s.socket.readyState).toBe(WebSocket.OPEN);
    s.socket.close();
  }, 60_000);
});
