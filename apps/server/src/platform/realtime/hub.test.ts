import { randomUUID } from "node:crypto";
import { channels } from "@saathi/contract/realtime";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { MAX_CHANNELS_PER_SOCKET } from "./hub.ts";

let h: Harness;
let base: string;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const a = app.server.address();
  return `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
}

/** Opens a socket and collects every message; resolves once the server says ready. */
async function connect(url: string, cookie?: string) {
  const socket = new WebSocket(url, cookie ? { headers: { cookie } } : {});
  const messages: { type: string; [k: string]: unknown }[] = [];
  const waiters: (() => void)[] = [];
  socket.on("message", (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((r) => socket.on("close", (code) => r(code)));
  /** Waits (at most 3 s) for a message matching `pred`. */
  const next = (pred: (m: { type: string; [k: string]: unknown }) => boolean) =>
    new Promise<{ type: string; [k: string]: unknown }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(messages)}`)), 3000);
      const check = () => {
        const found = messages.find(pred);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return { socket, messages, next, closed };
}

beforeAll(async () => {
  h = await startHarness();
  base = await listen(h.app);
});
afterAll(() => h.close());

describe("realtime hub", () => {
  it("refuses a socket without a session", async () => {
    const c = await connect(base);
    expect(await c.closed).toBe(4401);
  });

  it("lets a member subscribe to their own channel only", async () => {
    const [me, other] = await Promise.all([h.member(), h.member()]);
    const c = await connect(base, me.cookie);
    await c.next((m) => m.type === "ready");
    c.socket.send(JSON.stringify({ type: "subscribe", channel: `user:${other.id}` }));
    c.socket.send(JSON.stringify({ type: "subscribe", channel: `call_notifications:${other.id}` }));
    c.socket.send(JSON.stringify({ type: "subscribe", channel: `chat_messages_${[other.id, "x"].sort().join("_")}` }));
    c.socket.send(JSON.stringify({ type: "subscribe", channel: `user:${me.id}` }));
    await c.next((m) => m.type === "subscribed" && m.channel === `user:${me.id}`);
    const errors = c.messages.filter((m) => m.type === "error");
    expect(errors.map((e) => e.code)).toEqual(["FORBIDDEN", "FORBIDDEN", "FORBIDDEN"]);
    c.socket.close();
  });

  it("refuses a chat pair channel that is not exactly the member and one other member (and keeps running)", async () => {
    const [me, other, third] = await Promise.all([h.member(), h.member(), h.member()]);
    const c = await connect(base, me.cookie);
    await c.next((m) => m.type === "ready");
    const pair = (...ids: string[]) => `chat_messages_${ids.join("_")}`;
    const bad = [
      pair(me.id, "x"),
      pair(me.id, ""),
      pair("", me.id),
      pair(me.id, me.id),
      pair(me.id, other.id, third.id),
      pair(...[me.id, other.id].sort().reverse()),
      // Other rules whose id check lets a non-uuid through to their query.
      `call_${"-".repeat(36)}`,
      `peer_room_${"-".repeat(36)}`,
    ];
    for (const channel of bad) c.socket.send(JSON.stringify({ type: "subscribe", channel }));
    const good = pair(...[me.id, other.id].sort());
    c.socket.send(JSON.stringify({ type: "subscribe", channel: good }));
    await c.next((m) => m.type === "subscribed" && m.channel === good);
    await c.next(() => c.messages.filter((m) => m.type === "error").length === bad.length);
    // Each refusal once; rules that query answer in their own time, so in any order.
    const refused = c.messages.filter((m) => m.type === "error").map((e) => `${e.channel} ${e.code}`);
    expect(refused.sort()).toEqual(bad.map((channel) => `${channel} FORBIDDEN`).sort());
    expect((await h.app.inject({ url: "/api/me", headers: { cookie: me.cookie } })).statusCode).toBe(200);
    c.socket.close();
  });

  it("holds at most MAX_CHANNELS_PER_SOCKET channels on one socket, asked all at once", async () => {
    const me = await h.member();
    const c = await connect(base, me.cookie);
    await c.next((m) => m.type === "ready");
    const asked = Array.from({ length: MAX_CHANNELS_PER_SOCKET + 20 }, () => channels.chatPair(me.id, randomUUID()));
    for (const channel of asked) c.socket.send(JSON.stringify({ type: "subscribe", channel }));
    const answered = () => c.messages.filter((m) => m.type === "subscribed" || m.type === "error");
    await c.next(() => answered().length === asked.length);
    expect(answered().filter((m) => m.type === "subscribed")).toHaveLength(MAX_CHANNELS_PER_SOCKET);
    expect(answered().filter((m) => m.code === "TOO_MANY_CHANNELS")).toHaveLength(20);
    // Leaving one makes room again.
    c.socket.send(JSON.stringify({ type: "unsubscribe", channel: asked[0] }));
    c.socket.send(JSON.stringify({ type: "subscribe", channel: `user:${me.id}` }));
    await c.next((m) => m.type === "subscribed" && m.channel === `user:${me.id}`);
    c.socket.close();
  });

  it("a follow notification arrives live, after it is stored", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const c = await connect(base, b.cookie);
    await c.next((m) => m.type === "ready");
    c.socket.send(JSON.stringify({ type: "subscribe", channel: `user:${b.id}` }));
    await c.next((m) => m.type === "subscribed");
    await h.app.inject({ method: "POST", url: `/api/follows/${b.id}`, headers: { cookie: a.cookie } });
    const event = await c.next((m) => m.type === "event" && m.event === "notification");
    const data = event.data as { id: string; type: string; data: { actorId: string } };
    expect(data.type).toBe("follow");
    expect(data.data.actorId).toBe(a.id);
    const stored = (await h.app.inject({ url: "/api/notifications", headers: { cookie: b.cookie } })).json();
    expect(stored.items[0].id).toBe(data.id);
    c.socket.close();
  });

  it("fans out across two server processes on one database", async () => {
    const second = await h.secondApp();
    const secondUrl = await listen(second);
    const [author, reader, stranger] = await Promise.all([h.member(), h.member(), h.member()]);
    await h.app.inject({ method: "POST", url: `/api/follows/${author.id}`, headers: { cookie: reader.cookie } });
    // The reader is connected to the second process; the author posts through the first.
    const r = await connect(secondUrl, reader.cookie);
    const s = await connect(secondUrl, stranger.cookie);
    for (const [c, m] of [
      [r, reader],
      [s, stranger],
    ] as const) {
      await c.next((x) => x.type === "ready");
      c.socket.send(JSON.stringify({ type: "subscribe", channel: `user:${m.id}` }));
      await c.next((x) => x.type === "subscribed");
    }
    const posted = await h.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: { cookie: author.cookie },
      payload: { content: "hello across" },
    });
    const event = await r.next((m) => m.type === "event" && m.event === "post_created");
    expect(event.data).toEqual({ postId: posted.json().id, authorId: author.id });
    // Someone who does not follow the author hears nothing.
    await new Promise((res) => setTimeout(res, 300));
    expect(s.messages.some((m) => m.type === "event")).toBe(false);
    r.socket.close();
    s.socket.close();
  });

  it("answers bad messages with an error, not a dropped connection", async () => {
    const me = await h.member();
    const c = await connect(base, me.cookie);
    await c.next((m) => m.type === "ready");
    c.socket.send("{not json");
    c.socket.send(JSON.stringify({ type: "shout" }));
    c.socket.send(JSON.stringify({ type: "ping" }));
    await c.next((m) => m.type === "pong");
    expect(c.messages.filter((m) => m.type === "error").map((m) => m.code)).toEqual(["BAD_MESSAGE", "BAD_MESSAGE"]);
    c.socket.close();
  });
});
