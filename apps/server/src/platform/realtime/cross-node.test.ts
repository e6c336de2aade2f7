// Realtime across nodes: two real server processes (node --import tsx main.ts) on one
// PostgreSQL, with real WebSockets and HTTP, once over the PostgreSQL bus and once over Redis: chat,
// notifications, presence and call signalling sent through one node reach members on the other.
import { channels } from "@saathi/contract/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { stopProcess } from "../../../test/process-helpers.ts";
import { NODE_ORIGIN, type ServerNode, serverNodes } from "../../../test/server-nodes.ts";
import type { Database } from "../db/client.ts";
import { fetchWithin, type HttpMember, signUp, waitUntil } from "../faults/fault-support.ts";
import { type RedisServer, redisServer } from "./redis-server.ts";

const ORIGIN = NODE_ORIGIN;
const cluster = serverNodes("cross-node");
let database: Database;
let redis: RedisServer;
/** Two nodes per bus, all on the one database. */
const nodes = {} as Record<"postgres" | "redis", [ServerNode, ServerNode]>;

/** One server process on the shared database, on the given bus. */
const startNode = (name: string, bus: "postgres" | "redis") =>
  cluster.start(name, { REALTIME_BUS: bus, REDIS_URL: bus === "redis" ? redis.url : "" });

const stopNode = (n: ServerNode) => stopProcess(n, 5000);

const send = (n: ServerNode, m: HttpMember, method: string, url: string, body?: object) =>
  fetchWithin(`${n.base}${url}`, {
    method,
    headers: { cookie: m.cookie, origin: ORIGIN, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

type Frame = { type: string; channel?: string; event?: string; data?: unknown; at: number };

/**
 * An authenticated socket subscribed to `subscribe`; each message is stamped when it arrives, and
 * `next` resolves as soon as a matching one is there (at most `ms`).
 */
async function openSocket(url: string, cookie: string, subscribe: string[]) {
  const socket = new WebSocket(url, { headers: { cookie } });
  const messages: Frame[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (raw) => {
    const m = { ...(JSON.parse(String(raw)) as Omit<Frame, "at">), at: performance.now() };
    messages.push(m);
    if (m.type === "ready")
      for (const channel of subscribe) socket.send(JSON.stringify({ type: "subscribe", channel }));
    for (const w of waiters) w();
  });
  socket.on("error", () => {});
  const next = (pred: (m: Frame) => boolean, ms = 5000, what = "a socket message") =>
    new Promise<Frame>((resolve, reject) => {
      const check = () => {
        const found = messages.find(pred);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(messages).slice(0, 500)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  await next((m) => m.type === "subscribed" && m.channel === subscribe.at(-1), 5000, "subscriptions");
  return { socket, messages, next };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};

beforeAll(async () => {
  // Each is kept as soon as it is up, so that afterAll stops it even when the other failed.
  await Promise.all([
    cluster.startDatabase().then((d) => {
      database = d;
    }),
    redisServer().then((r) => {
      redis = r;
    }),
  ]);
  // The four processes start together (loading the server takes seconds of CPU each).
  const t = performance.now();
  const started = await Promise.all(
    (["postgres", "redis"] as const).flatMap((bus) => [startNode(`${bus}-1`, bus), startNode(`${bus}-2`, bus)]),
  );
  nodes.postgres = [started[0] as ServerNode, started[1] as ServerNode];
  nodes.redis = [started[2] as ServerNode, started[3] as ServerNode];
  console.log(`four server processes ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}, 240_000);

afterAll(async () => {
  await cluster.close();
  await redis?.stop();
});

describe.each(["postgres", "redis"] as const)("two server processes on one PostgreSQL, %s bus", (bus) => {
  let n1: ServerNode;
  let n2: ServerNode;
  let a: HttpMember;
  let b: HttpMember;
  let c: HttpMember;

  beforeAll(async () => {
    [n1, n2] = nodes[bus];
    [a, b, c] = (await Promise.all(["a", "b", "c"].map((t) => signUp(n1.base, ORIGIN, `${bus}-${t}`)))) as [
      HttpMember,
      HttpMember,
      HttpMember,
    ];
  });
  afterAll(async () => {
    await Promise.all([n1, n2].filter(Boolean).map(stopNode));
  });

  it("both report the bus listening in readiness", async () => {
    for (const n of [n1, n2]) {
      const ready = await (await fetchWithin(`${n.base}/api/ready`)).json();
      expect(ready).toMatchObject({ status: "ready", realtime: "listening" });
    }
  });

  it("chat: A sends through node 1, B hears it on node 2 (every one of 40, in order)", async () => {
    const sb = await openSocket(n2.ws, b.cookie, [channels.userMessages(b.id)]);
    const latencies: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      const sent = send(n1, a, "POST", "/api/chat/messages", { receiverId: b.id, message: `hello ${i}` });
      const heard = await sb.next(
        (m) => m.event === "message" && (m.data as { message: string }).message === `hello ${i}`,
        5000,
        `message ${i}`,
      );
      latencies.push(heard.at - t);
      expect((await sent).status).toBe(200);
    }
    const texts = sb.messages.filter((m) => m.event === "message").map((m) => (m.data as { message: string }).message);
    expect(texts).toEqual(Array.from({ length: 40 }, (_, i) => `hello ${i}`));
    console.log(
      `${bus} bus, chat across nodes (POST on node 1 → socket on node 2): p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    sb.socket.close();
  });

  it("notifications: C follows B on node 1, B's socket on node 2 gets the notification", async () => {
    const sb = await openSocket(n2.ws, b.cookie, [channels.user(b.id)]);
    const res = await send(n1, c, "POST", `/api/follows/${b.id}`);
    expect(res.status).toBeLessThan(300);
    const event = await sb.next((m) => m.event === "notification", 5000, "the follow notification");
    expect(event.data).toMatchObject({ type: "follow", data: { actorId: c.id } });
    sb.socket.close();
  });

  it("presence: B online on node 2 is seen from node 1; one of two sockets closing keeps B online", async () => {
    const isOnline = async () =>
      ((await (await send(n1, a, "GET", `/api/profiles/${b.id}`)).json()) as { isOnline: boolean }).isOnline;
    await waitUntil(async () => (await isOnline()) === false, 5000, "B offline before");
    const on2 = await openSocket(n2.ws, b.cookie, [channels.user(b.id)]);
    expect(await isOnline()).toBe(true);
    const on1 = await openSocket(n1.ws, b.cookie, [channels.user(b.id)]);
    on2.socket.close();
    await new Promise((r) => setTimeout(r, 400));
    expect(await isOnline()).toBe(true);
    on1.socket.close();
    await waitUntil(async () => (await isOnline()) === false, 5000, "B offline after closing both");
  });

  it("a session signed out from another device closes its sockets on both nodes within a second", async () => {
    const d = await signUp(n1.base, ORIGIN, `${bus}-d`);
    const signIn = await fetchWithin(`${n2.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: d.email, password: "secret12" }),
    });
    expect(signIn.status).toBe(200);
    const phone = {
      ...d,
      cookie: signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    };
    const on1 = await openSocket(n1.ws, d.cookie, [channels.userMessages(d.id)]);
    const on2 = await openSocket(n2.ws, d.cookie, [channels.userMessages(d.id)]);
    const closed = [on1, on2].map(
      (s) => new Promise<number>((resolve) => s.socket.on("close", () => resolve(performance.now()))),
    );
    expect((await send(n2, phone, "POST", "/api/account/sessions/sign-out-others", {})).status).toBe(200);
    const t = performance.now();
    const at = await Promise.race([
      Promise.all(closed),
      new Promise<never>((_, no) => setTimeout(() => no(new Error("a socket stayed open")), 5000)),
    ]);
    expect(Math.max(...at) - t).toBeLessThan(1000);
    expect((await send(n1, a, "POST", "/api/chat/messages", { receiverId: d.id, message: "after" })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    expect([...on1.messages, ...on2.messages].some((m) => m.event === "message")).toBe(false);
  });

  it("call signalling: ring, accept, join, offer/answer/ICE relayed across nodes", async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount,
         provider, hold_expires_at)
       values ($1, $2, now() - interval '5 minutes', now() + interval '55 minutes', 'CONFIRMED', 'video',
         'English', 100000, 'sandbox', now()) returning id`,
      [b.id, a.id],
    );
    const bookingId = rows[0]?.id as string;
    const sa = await openSocket(n1.ws, a.cookie, [channels.callNotifications(a.id)]);
    const sb = await openSocket(n2.ws, b.cookie, [channels.callNotifications(b.id)]);
    const started = await send(n1, a, "POST", "/api/calls", { calleeId: b.id, bookingId });
    expect(started.status).toBe(200);
    const { roomId } = (await started.json()) as { roomId: string };
    await sb.next((m) => m.event === "incoming_call" && (m.data as { roomId: string }).roomId === roomId);
    for (const [s, m] of [
      [sa, a],
      [sb, b],
    ] as const) {
      s.socket.send(JSON.stringify({ type: "subscribe", channel: channels.callRoom(roomId) }));
      await s.next((x) => x.type === "subscribed" && x.channel === channels.callRoom(roomId), 5000, `${m.email} room`);
    }
    const peerA = crypto.randomUUID();
    const peerB = crypto.randomUUID();
    expect((await send(n1, a, "POST", `/api/calls/${roomId}/join`, { peer: peerA })).status).toBe(200);
    expect((await send(n2, b, "POST", `/api/calls/${roomId}/accept`)).status).toBe(200);
    await sa.next((m) => m.event === "call_accepted", 5000, "call_accepted on node 1");
    expect((await send(n2, b, "POST", `/api/calls/${roomId}/join`, { peer: peerB })).status).toBe(200);
    await sa.next((m) => m.event === "call_joined" && (m.data as { peer: string }).peer === peerB, 5000, "B joined");

    /** Sends a signal through one node and waits for its notice on the other's socket, then reads it there. */
    const relay = async (
      from: { n: ServerNode; m: HttpMember; peer: string },
      to: { n: ServerNode; m: HttpMember; s: typeof sa },
      type: "offer" | "answer" | "ice",
      payload: object,
    ) => {
      const res = await send(from.n, from.m, "POST", `/api/calls/${roomId}/signals`, {
        type,
        peer: from.peer,
        to: null,
        payload,
      });
      expect(res.status).toBe(200);
      const { id } = (await res.json()) as { id: number };
      await to.s.next((x) => x.event === "call_signal" && (x.data as { id: number }).id === id, 5000, `${type} notice`);
      const read = (await (await send(to.n, to.m, "GET", `/api/calls/${roomId}/signals?after=${id - 1}`)).json()) as {
        id: number;
        type: string;
        payload: object;
        senderId: string;
      }[];
      expect(read[0]).toMatchObject({ id, type, payload, senderId: from.m.id });
    };
    const A = { n: n1, m: a, peer: peerA, s: sa };
    const B = { n: n2, m: b, peer: peerB, s: sb };
    await relay(A, B, "offer", { sdp: "v=0 offer", type: "offer" });
    await relay(B, A, "answer", { sdp: "v=0 answer", type: "answer" });
    await relay(A, B, "ice", { candidate: "candidate:1 1 udp 1 10.0.0.1 5000 typ host", sdpMid: "0" });
    await relay(B, A, "ice", { candidate: "candidate:2 1 udp 1 10.0.0.2 5001 typ host", sdpMid: "0" });
    expect((await send(n2, b, "POST", `/api/calls/${roomId}/end`)).status).toBe(200);
    await sa.next((m) => m.event === "call_ended", 5000, "call_ended on node 1");
    sa.socket.close();
    sb.socket.close();
  });
});
