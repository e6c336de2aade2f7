import { SOCKET_REQUESTS, SOCKET_REQUESTS_IN_FLIGHT } from "@saathi/contract/realtime";
import { describe, expect, it, vi } from "vitest";
import { FakeWebSocket, withFakeWebSocket } from "../test/fake-web-socket.ts";

withFakeWebSocket();

const OP = SOCKET_REQUESTS.chatSend;

/** A fresh client (its own module instance), started; `ready` says whether the server let it in yet. */
async function connected({ ready = true } = {}) {
  const client = await import("./realtime-client.ts");
  const requests = await import("./socket-requests.ts");
  const { ApiError } = await import("./api-client.ts");
  const { currentLocale } = await import("./i18n/i18n.ts");
  const network = await import("./offline/network-status.ts");
  client.realtime.start();
  const socket = FakeWebSocket.last as FakeWebSocket;
  if (ready) socket.receive({ type: "ready", userId: "u-me" });
  return {
    realtime: client.realtime,
    socket,
    ApiError,
    SocketUnavailable: requests.SocketUnavailable,
    currentLocale,
    network,
  };
}

/** Whether a promise has settled yet (without waiting for it). */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe("requests over the socket", () => {
  it("sends a request frame (op, body, locale, an id) and resolves with the data of its 200 reply", async () => {
    const { realtime, socket, currentLocale } = await connected();
    const body = { receiverId: "u-bilal", message: "Hi", clientId: "c-1" };
    const answer = realtime.request<{ id: string }>(OP, body);
    const [frame] = socket.requests();
    expect(frame).toEqual({ type: "request", id: expect.any(String), op: "chat.send", body, locale: currentLocale() });
    socket.receive({ type: "reply", id: frame?.id, status: 200, data: { id: "m-1" } });
    await expect(answer).resolves.toEqual({ id: "m-1" });
    realtime.stop();
  });

  it("rejects a refusal with the ApiError the API client would throw: status, code, message, fields, retryAfter", async () => {
    const { realtime, socket, ApiError } = await connected();
    const refused = realtime.request(OP, { message: "" });
    const slowed = realtime.request(OP, { message: "again" });
    const [first, second] = socket.requests();
    const fields = [{ field: "message", message: "Write a message first" }];
    socket.receive({
      type: "reply",
      id: first?.id,
      status: 400,
      error: { code: "VALIDATION_ERROR", message: "Invalid request", fields },
    });
    socket.receive({
      type: "reply",
      id: second?.id,
      status: 429,
      error: { code: "RATE_LIMITED", message: "Slow down", retryAfter: 30 },
    });
    const e1 = await refused.catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(ApiError);
    expect(e1).toMatchObject({ status: 400, code: "VALIDATION_ERROR", message: "Invalid request", fields });
    const e2 = await slowed.catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(ApiError);
    expect(e2).toMatchObject({ status: 429, code: "RATE_LIMITED", message: "Slow down", fields: [], retryAfter: 30 });
    realtime.stop();
  });

  it("an error reply without a body still becomes an ApiError (HTTP_<status>, a message to show)", async () => {
    const { realtime, socket, ApiError } = await connected();
    const answer = realtime.request(OP, {});
    socket.receive({ type: "reply", id: socket.requests()[0]?.id, status: 503 });
    const err = await answer.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, code: "HTTP_503" });
    expect((err as Error).message.length).toBeGreaterThan(0);
    realtime.stop();
  });

  it("rejects at once with SocketUnavailable, sending nothing, before start and before the server's ready", async () => {
    const client = await import("./realtime-client.ts");
    const { SocketUnavailable } = await import("./socket-requests.ts");
    await expect(client.realtime.request(OP, {})).rejects.toBeInstanceOf(SocketUnavailable);
    client.realtime.start();
    const socket = FakeWebSocket.last as FakeWebSocket;
    // Open, but not signed in yet.
    await expect(client.realtime.request(OP, {})).rejects.toBeInstanceOf(SocketUnavailable);
    expect(socket.requests()).toEqual([]);
    socket.receive({ type: "ready", userId: "u-me" });
    const answer = client.realtime.request(OP, {}).catch((e: unknown) => e);
    expect(socket.requests()).toHaveLength(1);
    client.realtime.stop();
    expect(await answer).toBeInstanceOf(SocketUnavailable);
  });

  it("rejects what waits with SocketUnavailable when the socket closes, and asks nothing of the next until it is ready", async () => {
    vi.useFakeTimers();
    const { realtime, socket, SocketUnavailable } = await connected();
    const waiting = [realtime.request(OP, { n: 1 }), realtime.request(OP, { n: 2 })].map((p) =>
      p.catch((e: unknown) => e),
    );
    socket.drop();
    for (const w of waiting) expect(await w).toBeInstanceOf(SocketUnavailable);
    await expect(realtime.request(OP, {})).rejects.toBeInstanceOf(SocketUnavailable);
    await vi.advanceTimersByTimeAsync(1000);
    const next = FakeWebSocket.last as FakeWebSocket;
    expect(next).not.toBe(socket);
    await expect(realtime.request(OP, {})).rejects.toBeInstanceOf(SocketUnavailable);
    next.receive({ type: "ready", userId: "u-me" });
    const answer = realtime.request(OP, {});
    next.receive({ type: "reply", id: next.requests()[0]?.id, status: 200, data: "ok" });
    await expect(answer).resolves.toBe("ok");
    expect(socket.requests()).toHaveLength(2);
    realtime.stop();
  });

  it("rejects with SocketUnavailable when no reply comes within 10 s (or the given time); a late reply is ignored", async () => {
    vi.useFakeTimers();
    const { realtime, socket, SocketUnavailable } = await connected();
    const outcome = realtime.request(OP, {}).catch((e: unknown) => e);
    const quick = realtime.request(OP, {}, { timeoutMs: 2_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await quick).toBeInstanceOf(SocketUnavailable);
    await vi.advanceTimersByTimeAsync(7_900);
    expect(await settled(outcome)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toBeInstanceOf(SocketUnavailable);
    // Its reply arrives after all: nothing happens twice, and nothing throws.
    socket.receive({ type: "reply", id: socket.requests()[0]?.id, status: 200, data: "late" });
    realtime.stop();
  });

  it(`carries at most ${SOCKET_REQUESTS_IN_FLIGHT} at once: one more is SocketUnavailable, and room comes back with a reply`, async () => {
    const { realtime, socket, SocketUnavailable } = await connected();
    const waiting = Array.from({ length: SOCKET_REQUESTS_IN_FLIGHT }, (_, n) =>
      realtime.request(OP, { n }).catch((e: unknown) => e),
    );
    expect(socket.requests()).toHaveLength(SOCKET_REQUESTS_IN_FLIGHT);
    await expect(realtime.request(OP, { n: "over" })).rejects.toBeInstanceOf(SocketUnavailable);
    expect(socket.requests()).toHaveLength(SOCKET_REQUESTS_IN_FLIGHT);
    socket.receive({ type: "reply", id: socket.requests()[0]?.id, status: 200, data: 0 });
    await expect(waiting[0]).resolves.toBe(0);
    const more = realtime.request(OP, { n: "room again" }).catch((e: unknown) => e);
    expect(socket.requests()).toHaveLength(SOCKET_REQUESTS_IN_FLIGHT + 1);
    realtime.stop();
    for (const w of [...waiting.slice(1), more]) expect(await w).toBeInstanceOf(SocketUnavailable);
  });

  it("ignores replies to ids it never sent, and answers each request with its own reply", async () => {
    const { realtime, socket } = await connected();
    const a = realtime.request(OP, { n: "a" });
    const b = realtime.request(OP, { n: "b" });
    socket.receive({ type: "reply", id: "not-mine", status: 200, data: "stray" });
    socket.receive({ type: "reply", id: "not-mine", status: 403, error: { code: "FORBIDDEN", message: "No" } });
    expect(await settled(a)).toBe(false);
    expect(await settled(b)).toBe(false);
    const [fa, fb] = socket.requests();
    socket.receive({ type: "reply", id: fb?.id, status: 200, data: "for b" });
    socket.receive({ type: "reply", id: fa?.id, status: 200, data: "for a" });
    await expect(a).resolves.toBe("for a");
    await expect(b).resolves.toBe("for b");
    realtime.stop();
  });

  it("gives every request its own id, across reconnects", async () => {
    vi.useFakeTimers();
    const { realtime, socket } = await connected();
    const all = Array.from({ length: 20 }, () => realtime.request(OP, {}).catch(() => {}));
    socket.drop();
    await vi.advanceTimersByTimeAsync(1000);
    const next = FakeWebSocket.last as FakeWebSocket;
    next.receive({ type: "ready", userId: "u-me" });
    all.push(...Array.from({ length: 20 }, () => realtime.request(OP, {}).catch(() => {})));
    const ids = [...socket.requests(), ...next.requests()].map((r) => r.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    realtime.stop();
    await Promise.all(all);
  });

  it("a reply, refusals included, tells the offline notice the server is reachable", async () => {
    const { realtime, socket, network } = await connected();
    const answer = realtime.request(OP, {}).catch(() => {});
    network.noteReachable(false);
    expect(network.isOnline()).toBe(false);
    socket.receive({ type: "reply", id: socket.requests()[0]?.id, status: 403, error: { code: "X", message: "No" } });
    await answer;
    expect(network.isOnline()).toBe(true);
    realtime.stop();
  });
});
