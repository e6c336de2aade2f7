import { describe, expect, it, vi } from "vitest";
import { FakeWebSocket, withFakeWebSocket } from "../../../test/fake-web-socket.ts";
import { fakeApi } from "../../../test/render.tsx";

withFakeWebSocket();

const BODY = { receiverId: "u-bilal", message: "Hi Bilal, how was your day?", clientId: "c-42" };
const SAVED = {
  id: "m-1",
  seq: 1,
  senderId: "u-me",
  receiverId: "u-bilal",
  message: BODY.message,
  mediaUrl: null,
  clientId: BODY.clientId,
  sentAt: "2026-11-30T01:00:00.000Z",
  deliveredAt: null,
  readAt: null,
};

/** This test's own modules (the realtime client is one per tab); `socket` says how far it got. */
async function load(socket: "none" | "open" | "ready") {
  const { sendChatMessage } = await import("./send-chat-message.ts");
  const { realtime } = await import("../../realtime-client.ts");
  const apiClient = await import("../../api-client.ts");
  const { outcomeOf } = await import("../../offline/outbox.ts");
  if (socket !== "none") realtime.start();
  const fake = socket === "none" ? null : (FakeWebSocket.last as FakeWebSocket);
  if (socket === "ready") fake?.receive({ type: "ready", userId: "u-me" });
  return { sendChatMessage, realtime, fake, outcomeOf, ...apiClient };
}

/** Lets the send reach the socket (it awaits nothing before it), then answers it. */
function reply(fake: FakeWebSocket | null, answer: { status: number; data?: unknown; error?: unknown }) {
  const frame = fake?.requests().at(-1);
  fake?.receive({ type: "reply", id: frame?.id, ...answer });
  return frame;
}

describe("sending a chat message", () => {
  it("goes over the socket when it is ready: a chat.send request, no HTTP", async () => {
    const calls = fakeApi({});
    const { sendChatMessage, realtime, fake } = await load("ready");
    const sent = sendChatMessage(BODY);
    const frame = reply(fake, { status: 200, data: SAVED });
    expect(frame).toMatchObject({ type: "request", op: "chat.send", body: BODY });
    await expect(sent).resolves.toEqual(SAVED);
    expect(calls).toEqual([]);
    realtime.stop();
  });

  it("goes over HTTP when the socket is not there or not signed in yet", async () => {
    for (const state of ["none", "open"] as const) {
      vi.resetModules();
      const calls = fakeApi({ "POST /api/chat/messages": SAVED });
      const { sendChatMessage, realtime, fake } = await load(state);
      await expect(sendChatMessage(BODY)).resolves.toEqual(SAVED);
      expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([["POST", "/api/chat/messages", BODY]]);
      expect(fake?.requests() ?? []).toEqual([]);
      realtime.stop();
    }
  });

  it("goes over HTTP, with the same client id, when the socket closes before the reply", async () => {
    const calls = fakeApi({ "POST /api/chat/messages": SAVED });
    const { sendChatMessage, realtime, fake } = await load("ready");
    const sent = sendChatMessage(BODY);
    fake?.drop();
    await expect(sent).resolves.toEqual(SAVED);
    expect(fake?.requests()[0]?.body).toEqual(BODY);
    expect(calls.map((c) => c.body)).toEqual([BODY]);
    realtime.stop();
  });

  it("goes over HTTP, with the same client id, when no reply comes in 10 s", async () => {
    vi.useFakeTimers();
    const calls = fakeApi({ "POST /api/chat/messages": SAVED });
    const { sendChatMessage, realtime, fake } = await load("ready");
    const sent = sendChatMessage(BODY);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(sent).resolves.toEqual(SAVED);
    expect(fake?.requests().map((r) => r.body)).toEqual([BODY]);
    expect(calls.map((c) => c.body)).toEqual([BODY]);
    realtime.stop();
  });

  it("goes over HTTP when the server does not take it over the socket (an older server during a deploy)", async () => {
    const calls = fakeApi({ "POST /api/chat/messages": SAVED });
    const { sendChatMessage, realtime, fake } = await load("ready");
    const sent = sendChatMessage(BODY);
    reply(fake, { status: 400, error: { code: "UNKNOWN_REQUEST", message: "Unknown request" } });
    await expect(sent).resolves.toEqual(SAVED);
    expect(calls.map((c) => c.body)).toEqual([BODY]);
    realtime.stop();
  });

  it("goes over HTTP when the socket has more waiting than it takes (its own 429, not the route's)", async () => {
    const calls = fakeApi({ "POST /api/chat/messages": SAVED });
    const { sendChatMessage, realtime, fake } = await load("ready");
    const sent = sendChatMessage(BODY);
    reply(fake, { status: 429, error: { code: "TOO_MANY_REQUESTS", message: "Too many messages are on their way" } });
    await expect(sent).resolves.toEqual(SAVED);
    expect(calls.map((c) => c.body)).toEqual([BODY]);
    realtime.stop();
  });

  it("asks HTTP again when the socket says the session ended, so the app learns it as from any answer", async () => {
    const calls = fakeApi({
      "POST /api/chat/messages": [401, { code: "NOT_AUTHENTICATED", message: "Not authenticated" }],
    });
    const { sendChatMessage, realtime, fake, onUnauthenticated, ApiError } = await load("ready");
    const told = vi.fn();
    const off = onUnauthenticated(told);
    const sent = sendChatMessage(BODY).catch((e: unknown) => e);
    reply(fake, { status: 401, error: { code: "NOT_AUTHENTICATED", message: "Not authenticated" } });
    const err = await sent;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401 });
    expect(told).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    off();
    realtime.stop();
  });

  // A refusal is the route's own answer: the other path would refuse too, and the outbox must see it
  // exactly as it sees the HTTP one (the item fails with the message, or waits and retries).
  const answers: [string, number, Record<string, unknown>][] = [
    ["blocked", 403, { code: "FORBIDDEN", message: "You cannot message this member" }],
    [
      "invalid",
      400,
      { code: "VALIDATION_ERROR", message: "Invalid request", fields: [{ field: "message", message: "Too long" }] },
    ],
    ["slow down", 429, { code: "RATE_LIMITED", message: "Too many messages. Please wait.", retryAfter: 20 }],
    ["server trouble", 500, { code: "INTERNAL", message: "Something went wrong on our side. Please try again." }],
  ];
  for (const [name, status, error] of answers) {
    it(`a ${status} (${name}) over the socket is thrown as the HTTP one, and never asked over HTTP`, async () => {
      const viaHttp = await (async () => {
        fakeApi({ "POST /api/chat/messages": [status, error] });
        const { sendChatMessage, outcomeOf } = await load("none");
        const err = await sendChatMessage(BODY).catch((e: unknown) => e);
        return { err, outcome: outcomeOf(err) };
      })();
      vi.resetModules();
      const calls = fakeApi({});
      const { sendChatMessage, realtime, fake, outcomeOf, ApiError } = await load("ready");
      const sent = sendChatMessage(BODY).catch((e: unknown) => e);
      reply(fake, { status, error });
      const err = await sent;
      expect(err).toBeInstanceOf(ApiError);
      // Everything the screens and the outbox read of an ApiError (the message is not enumerable).
      const seen = (e: unknown) => {
        const { status, code, message, fields, retryAfter } = e as InstanceType<typeof ApiError>;
        return { status, code, message, fields, retryAfter };
      };
      expect(seen(err)).toEqual(seen(viaHttp.err));
      expect(seen(err)).toMatchObject({ status, code: error.code, message: error.message });
      expect(outcomeOf(err)).toBe(viaHttp.outcome);
      expect(calls).toEqual([]);
      realtime.stop();
    });
  }
});
