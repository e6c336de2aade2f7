import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket as FakeSocket } from "../test/fake-web-socket.ts";

beforeEach(() => {
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("realtime client", () => {
  it("runs the catch-up listeners on ready and again when the server asks for a resync", async () => {
    vi.resetModules();
    const { realtime } = await import("./realtime-client.ts");
    const caughtUp = vi.fn();
    const off = realtime.onReady(caughtUp);
    realtime.start();
    const socket = FakeSocket.last as FakeSocket;
    realtime.subscribe("user:me", () => {});
    socket.receive({ type: "ready", userId: "me" });
    expect(caughtUp).toHaveBeenCalledTimes(1);
    const subscribes = () => socket.sent.filter((m) => (m as { type: string }).type === "subscribe").length;
    const before = subscribes();
    // The server's database connection came back: events may have been lost in between.
    socket.receive({ type: "resync" });
    expect(caughtUp).toHaveBeenCalledTimes(2);
    // A resync re-subscribes nothing (the socket never closed), it only asks for a catch-up.
    expect(subscribes()).toBe(before);
    off();
    realtime.stop();
  });

  it("a session that ended (4401) stops the socket, asks once who is signed in, and never reconnects", async () => {
    vi.useFakeTimers();
    try {
      vi.resetModules();
      const { realtime } = await import("./realtime-client.ts");
      const signedOut = vi.fn();
      const off = realtime.onSignedOut(signedOut);
      realtime.start();
      const first = FakeSocket.last as FakeSocket;
      first.receive({ type: "ready", userId: "me" });
      first.onclose?.({ code: 4401 });
      expect(signedOut).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(FakeSocket.last).toBe(first);
      // Another cause of a close (a restart, a lost network) reconnects, and is no sign-out.
      realtime.start();
      const second = FakeSocket.last as FakeSocket;
      expect(second).not.toBe(first);
      second.onclose?.({ code: 1006 });
      await vi.advanceTimersByTimeAsync(1000);
      expect(FakeSocket.last).not.toBe(second);
      expect(signedOut).toHaveBeenCalledTimes(1);
      off();
      realtime.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits 200 ms and doubles, up to 5 s, each wait stretched by up to half at random", async () => {
    const { reconnectDelay, MAX_BACKOFF_MS } = await import("./realtime-client.ts");
    expect(reconnectDelay(200, () => 0)).toBe(200);
    expect(reconnectDelay(200, () => 0.999)).toBeLessThan(300);
    expect(MAX_BACKOFF_MS).toBe(5_000);
    vi.useFakeTimers();
    try {
      vi.resetModules();
      const { realtime } = await import("./realtime-client.ts");
      realtime.start();
      let socket = FakeSocket.last as FakeSocket;
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        socket.onclose?.({ code: 1006 });
        let waited = 0;
        while (FakeSocket.last === socket) {
          await vi.advanceTimersByTimeAsync(50);
          waited += 50;
        }
        waits.push(waited);
        socket = FakeSocket.last as FakeSocket;
      }
      // 200, 400, 800, 1600, 3200, then 5000 each time (each up to half as long again).
      for (const [i, base] of [200, 400, 800, 1600, 3200, 5000, 5000, 5000].entries()) {
        expect(waits[i], `wait ${i}`).toBeGreaterThanOrEqual(base);
        expect(waits[i], `wait ${i}`).toBeLessThanOrEqual(base * 1.5 + 50);
      }
      realtime.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
