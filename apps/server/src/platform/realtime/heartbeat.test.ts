// The hub pings its sockets in slices (5,000 pings in one loop paused the event loop every
// 30 s): each socket is still pinged once a period, a socket that stops answering is cut after about
// two periods, and one that answers stays, however many share the node.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { testHub } from "../../../test/test-hub.ts";
import type { RealtimeHub } from "./hub.ts";

const PERIOD_MS = 600;
let h: Harness;
let hub: RealtimeHub;
let url: string;
const app = Fastify();

beforeAll(async () => {
  h = await startHarness();
  hub = testHub(h, { heartbeatMs: PERIOD_MS });
  await hub.register(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const a = app.server.address();
  url = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
});
afterAll(async () => {
  await hub.close();
  await app.close();
  await h.close();
});

/** A signed-in socket; `answersPings: false` is a phone that went away without closing. */
async function open(m: Member, answersPings: boolean) {
  const socket = new WebSocket(url, { headers: { cookie: m.cookie }, autoPong: answersPings });
  let pings = 0;
  let firstPingAt = 0;
  socket.on("ping", () => {
    if (!pings++) firstPingAt = performance.now();
  });
  await new Promise<void>((resolve, reject) => {
    socket.on("message", (raw) => JSON.parse(String(raw)).type === "ready" && resolve());
    socket.on("error", reject);
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  return { socket, pings: () => pings, firstPingAt: () => firstPingAt, closed };
}

describe("socket heartbeat in slices", () => {
  it("pings every socket once a period, cuts the silent ones and keeps the ones that answer", async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => h.member()));
    const live = await Promise.all(members.slice(0, 3).map((m) => open(m, true)));
    const silent = await open(members[3] as Member, false);
    const started = Date.now();
    const code = await silent.closed;
    const after = Date.now() - started;
    // Pinged, then cut at the next turn of its slice: between one and three periods.
    expect(silent.pings()).toBeGreaterThanOrEqual(1);
    expect(after).toBeGreaterThan(PERIOD_MS * 0.5);
    // (Generous: timers run late on a busy machine; the point is "cut", not how punctually.)
    expect(after).toBeLessThan(PERIOD_MS * 3 + 2500);
    expect(code).toBe(1006);
    await new Promise((r) => setTimeout(r, PERIOD_MS * 1.5));
    for (const s of live) {
      expect(s.socket.readyState).toBe(WebSocket.OPEN);
      expect(s.pings()).toBeGreaterThanOrEqual(2);
    }
    expect(hub.size()).toBe(3);
    // In slices: sockets that joined one after another are pinged a slice (PERIOD_MS / 30) apart, not
    // all in one loop.
    const firsts = live.map((s) => s.firstPingAt()).sort((a, b) => a - b);
    expect((firsts.at(-1) ?? 0) - (firsts[0] ?? 0)).toBeGreaterThan(PERIOD_MS / 30);
    for (const s of live) s.socket.close();
  });
});
