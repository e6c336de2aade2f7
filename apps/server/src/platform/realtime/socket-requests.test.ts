// Requests over the realtime socket (socket-requests.ts) on a hub of its own with a stub op: the reply
// carries what the HTTP route would have answered (the same validation and input-guard bodies as the
// app's error handler gives for the same body, AppErrors in the asked language, a fault as a plain 500),
// a socket has at most SOCKET_REQUESTS_IN_FLIGHT unanswered, a request sent before "ready" is answered
// after it, and a request on a socket whose session ended is never run.

import { sendMessageBodySchema } from "@saathi/contract/chat";
import { HTTP_MSG } from "@saathi/contract/errors";
import { SOCKET_REQUEST_MSG, SOCKET_REQUESTS, SOCKET_REQUESTS_IN_FLIGHT } from "@saathi/contract/realtime";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { testHub } from "../../../test/test-hub.ts";
import { AppError } from "../http/errors.ts";
import { translate } from "../i18n/translator.ts";
import type { RealtimeHub } from "./hub.ts";
import { openRequestSocket } from "./socket-request-client.ts";

const OP = SOCKET_REQUESTS.chatSend;
const RECEIVER = "00000000-0000-4000-8000-000000000001";

let h: Harness;
let hub: RealtimeHub;
let url: string;
const app = Fastify();
/** What the stub op does with each request it runs (set per test), and every body it ran. */
let behave: (body: { receiverId: string; message: string }) => Promise<unknown> = async (b) => ({ echo: b.message });
const ran: { userId: string; sessionId: string | null; message: string }[] = [];

beforeAll(async () => {
  h = await startHarness();
  hub = testHub(h);
  await hub.register(app);
  hub.handleRequest(OP, {
    body: sendMessageBodySchema,
    run: (who, body) => {
      ran.push({ ...who, message: body.message });
      return behave(body);
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const a = app.server.address();
  url = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
}, 120_000);
afterAll(async () => {
  await hub?.close();
  await app.close();
  await h?.close();
});

/** A member's socket, ready. */
const member = async () => {
  const m = await h.member();
  const s = openRequestSocket(url, m.cookie);
  await s.ready;
  return { m, s };
};
/** The app's own answer to the same body over HTTP (its route has the same schema and the error handler). */
const overHttp = (cookie: string, payload: unknown, locale = "en") =>
  h.app.inject({
    method: "POST",
    url: "/api/chat/messages",
    headers: { cookie, "content-type": "application/json", "x-saathi-lang": locale },
    payload: JSON.stringify(payload),
  });

describe("socket requests", () => {
  it("runs the op as the socket's member and replies 200 with its answer", async () => {
    const { m, s } = await member();
    const reply = await s.ask(OP, { receiverId: RECEIVER, message: "  hello  " });
    expect(reply).toEqual({ type: "reply", id: reply.id, status: 200, data: { echo: "hello" } });
    expect(ran.at(-1)).toMatchObject({ userId: m.id, message: "hello" });
    expect(ran.at(-1)?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    s.socket.close();
  });

  it("an unknown op is answered UNKNOWN_REQUEST (the client sends it over HTTP)", async () => {
    const { s } = await member();
    const before = ran.length;
    const reply = await s.ask("chat.delete", { id: 1 });
    expect(reply.status).toBe(400);
    expect(reply.error?.code).toBe("UNKNOWN_REQUEST");
    expect(ran.length).toBe(before);
    s.socket.close();
  });

  it("a body that fails the schema gets exactly the HTTP route's VALIDATION_ERROR body, in either language", async () => {
    const { m, s } = await member();
    const bodies: unknown[] = [
      {},
      { receiverId: "not-a-uuid", message: "hi" },
      { receiverId: RECEIVER, message: "   " },
      { receiverId: RECEIVER, message: 42, clientId: "" },
      { receiverId: RECEIVER, message: "x".repeat(2001) },
      [RECEIVER],
      null,
      "text",
    ];
    for (const locale of ["en", "hi"])
      for (const body of bodies) {
        const http = await overHttp(m.cookie, body, locale);
        const reply = await s.ask(OP, body, locale);
        expect(http.statusCode, JSON.stringify(body)).toBe(400);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.error, JSON.stringify(body)).toEqual(http.json());
        expect(reply.error?.code).toBe("VALIDATION_ERROR");
      }
    s.socket.close();
  });

  it("a NUL (or a lone surrogate) anywhere in the body is INVALID_CHARACTERS, as over HTTP", async () => {
    const { m, s } = await member();
    const before = ran.length;
    for (const body of [
      { receiverId: RECEIVER, message: "nul \u0000 byte" },
      { receiverId: RECEIVER, message: "half \ud83d emoji" },
      { receiverId: RECEIVER, message: "hi", "k\u0001": 1 },
    ]) {
      const http = await overHttp(m.cookie, body);
      const reply = await s.ask(OP, body);
      expect(reply.status).toBe(400);
      expect(reply.error?.code).toBe("INVALID_CHARACTERS");
      expect(reply.error).toEqual(http.json());
    }
    expect(ran.length).toBe(before);
    s.socket.close();
  });

  it("a __proto__ or constructor.prototype key in the body is refused (400 INVALID_JSON), as HTTP's parser refuses it", async () => {
    const { m, s } = await member();
    const before = ran.length;
    for (const body of [
      `{"__proto__":{"admin":true},"receiverId":"${RECEIVER}","message":"hi"}`,
      `{"receiverId":"${RECEIVER}","message":"hi","x":{"constructor":{"prototype":{"admin":true}}}}`,
    ]) {
      const http = await h.app.inject({
        method: "POST",
        url: "/api/chat/messages",
        headers: { cookie: m.cookie, "content-type": "application/json" },
        payload: body,
      });
      expect(http.statusCode).toBe(400);
      const id = `poison-${before}-${body.length}`;
      s.socket.send(`{"type":"request","id":"${id}","op":"${OP}","body":${body}}`);
      const reply = await s.replyTo(id);
      expect(reply).toMatchObject({ status: 400, error: { code: "INVALID_JSON" } });
    }
    // Such a word as text is only text.
    expect((await s.ask(OP, { receiverId: RECEIVER, message: '{"__proto__": 1} constructor.prototype' })).status).toBe(
      200,
    );
    expect(ran.length).toBe(before + 1);
    s.socket.close();
  });

  it("an AppError is its status, code, extra fields and message in the frame's language", async () => {
    const { s } = await member();
    behave = async () => {
      throw new AppError(429, "RATE_LIMITED", HTTP_MSG.cutOff, { retryAfter: 7 });
    };
    const hindi = translate("hi", HTTP_MSG.cutOff);
    expect(hindi).not.toBe(HTTP_MSG.cutOff);
    const hi = await s.ask(OP, { receiverId: RECEIVER, message: "x" }, "hi-IN");
    expect(hi).toMatchObject({ status: 429, error: { code: "RATE_LIMITED", message: hindi, retryAfter: 7 } });
    const en = await s.ask(OP, { receiverId: RECEIVER, message: "x" }, "fr");
    expect(en.error?.message).toBe(HTTP_MSG.cutOff);
    s.socket.close();
  });

  it("anything else thrown is a 500 INTERNAL with the kind words, and nothing of the error leaks", async () => {
    const { s } = await member();
    behave = async () => {
      throw new Error("secret detail: insert into chat_messages failed for 'my private words'");
    };
    const reply = await s.ask(OP, { receiverId: RECEIVER, message: "my private words" });
    expect(reply).toEqual({
      type: "reply",
      id: reply.id,
      status: 500,
      error: { code: "INTERNAL", message: HTTP_MSG.internal },
    });
    await s.ping();
    s.socket.close();
  });

  it(`answers the request over ${SOCKET_REQUESTS_IN_FLIGHT} unanswered 429 at once, and takes requests again after replies`, async () => {
    const { s } = await member();
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    behave = async (b) => {
      await gate;
      return { echo: b.message };
    };
    const ids = Array.from({ length: SOCKET_REQUESTS_IN_FLIGHT }, (_, i) =>
      s.send(OP, { receiverId: RECEIVER, message: `m${i}` }),
    );
    const over = await s.ask(OP, { receiverId: RECEIVER, message: "one too many" });
    expect(over.status).toBe(429);
    expect(over.error?.code).toBe("TOO_MANY_REQUESTS");
    // None of the others was answered yet: the 429 came at once.
    expect(s.frames.filter((f) => f.type === "reply" && ids.includes(String(f.id)))).toEqual([]);
    const hindi = await s.ask(OP, { receiverId: RECEIVER, message: "still too many" }, "hi");
    expect(over.error?.message).toBe(SOCKET_REQUEST_MSG.tooMany);
    expect(hindi.error?.message).toBe(translate("hi", SOCKET_REQUEST_MSG.tooMany));
    expect(hindi.error?.message).not.toBe(SOCKET_REQUEST_MSG.tooMany);
    open();
    const replies = await Promise.all(ids.map((id) => s.replyTo(id)));
    expect(replies.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect((await s.ask(OP, { receiverId: RECEIVER, message: "after" })).status).toBe(200);
    s.socket.close();
  });

  it("a request sent before the socket is ready is answered after 'ready'", async () => {
    behave = async (b) => ({ echo: b.message });
    const m = await h.member();
    const s = openRequestSocket(url, m.cookie);
    await s.opened;
    const id = s.send(OP, { receiverId: RECEIVER, message: "early" });
    const reply = await s.replyTo(id);
    expect(reply.status).toBe(200);
    const at = (pred: (f: { type: string }) => boolean) => s.frames.findIndex(pred);
    expect(at((f) => f.type === "ready")).toBeGreaterThanOrEqual(0);
    expect(at((f) => f.type === "ready")).toBeLessThan(at((f) => f === reply));
    s.socket.close();
  });

  it("a request on a socket whose session changed waits for its check, and is never run once it ended", async () => {
    behave = async (b) => ({ echo: b.message });
    const { m, s } = await member();
    // Hold the check of the changed session (it reads the session table) while the request arrives.
    const lock = await h.database.pool.connect();
    try {
      await lock.query("begin");
      await lock.query("lock table session in access exclusive mode");
      // Two-factor turned on: this session owes a code now (HTTP answers 403 TWO_FACTOR_REQUIRED).
      await h.database.pool.query(`update "user" set two_factor_enabled = true where id = $1`, [m.id]);
      await new Promise((r) => setTimeout(r, 500));
      const before = ran.length;
      s.send(OP, { receiverId: RECEIVER, message: "after the change" });
      await new Promise((r) => setTimeout(r, 500));
      expect(ran.length).toBe(before);
      await lock.query("commit");
      expect(await s.closed).toBe(4401);
      await new Promise((r) => setTimeout(r, 200));
      expect(ran.length).toBe(before);
      expect(s.frames.some((f) => f.type === "reply")).toBe(false);
    } finally {
      await lock.query("rollback").catch(() => {});
      lock.release();
    }
  }, 30_000);

  it("a staff socket's requests go over HTTP (their idle time is measured per request)", async () => {
    const { m, s } = await member();
    s.socket.close();
    await h.database.pool.query(`update "user" set role = 'moderator' where id = $1`, [m.id]);
    const staff = openRequestSocket(url, m.cookie);
    await staff.ready;
    const before = ran.length;
    const reply = await staff.ask(OP, { receiverId: RECEIVER, message: "hi" });
    expect(reply.error?.code).toBe("UNKNOWN_REQUEST");
    expect(ran.length).toBe(before);
    staff.socket.close();
  });

  it("a reply to a socket closed meanwhile is dropped; the work completes", async () => {
    const { s } = await member();
    let finished = false;
    behave = async (b) => {
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
      return { echo: b.message };
    };
    s.send(OP, { receiverId: RECEIVER, message: "bye" });
    await new Promise((r) => setTimeout(r, 100));
    s.socket.close();
    await s.closed;
    await expect.poll(() => finished, { timeout: 5000 }).toBe(true);
  });
});

describe("a stopping server", () => {
  it("answers the requests under way before closing its sockets; a request after that is UNKNOWN_REQUEST", async () => {
    const other = Fastify();
    const stopping = testHub(h);
    await stopping.register(other);
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    stopping.handleRequest(OP, {
      body: sendMessageBodySchema,
      run: async (_who, b) => {
        await gate;
        return { echo: b.message };
      },
    });
    await other.listen({ port: 0, host: "127.0.0.1" });
    const a = other.server.address();
    const m = await h.member();
    const s = openRequestSocket(`ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`, m.cookie);
    await s.ready;
    const under = s.send(OP, { receiverId: RECEIVER, message: "under way" });
    await new Promise((r) => setTimeout(r, 200));
    // The app's close (a SIGTERM's): the websocket plugin's preClose would close every socket first.
    const closing = other.close();
    const late = await s.ask(OP, { receiverId: RECEIVER, message: "too late" });
    expect(late.error?.code).toBe("UNKNOWN_REQUEST");
    expect(s.socket.readyState).toBe(s.socket.OPEN);
    release();
    expect((await s.replyTo(under)).data).toEqual({ echo: "under way" });
    await closing;
    expect(await s.closed).toBe(1001);
    await stopping.close();
  }, 30_000);
});
