// Envelopes published in one turn of the event loop travel as one bus message: fewer
// NOTIFY statements and fewer wake-ups on every node under load, the same events in the same order
// for the sockets, and never a bus message over the payload limit.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { MAX_PAYLOAD_BYTES } from "./fanout-bus.ts";

let h: Harness;
let url: string;
let raw: pg.Client;
const busMessages: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  url = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
  // What actually crosses the PostgreSQL bus.
  raw = new pg.Client({ connectionString: h.database.url });
  await raw.connect();
  raw.on("notification", (n) => busMessages.push(n.payload ?? ""));
  await raw.query("LISTEN saathi_realtime");
});
afterAll(async () => {
  await raw.end();
  await h.close();
});

async function subscribed(m: Member) {
  const socket = new WebSocket(url, { headers: { cookie: m.cookie } });
  const events: { event: string; data: { n: number } }[] = [];
  await new Promise<void>((resolve) => {
    socket.on("message", (text) => {
      const msg = JSON.parse(String(text));
      if (msg.type === "ready") socket.send(JSON.stringify({ type: "subscribe", channel: `user:${m.id}` }));
      if (msg.type === "subscribed") resolve();
      if (msg.type === "event") events.push({ event: msg.event, data: msg.data });
    });
  });
  return { socket, events };
}

const settle = () => new Promise((r) => setTimeout(r, 200));
/** Waits for `ok` (up to 10 s: a busy machine's LISTEN connections may lag by seconds). */
const until = async (what: string, ok: () => boolean) => {
  const end = Date.now() + 10_000;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}`);
};

describe("publishes batched per turn of the event loop", () => {
  it("five publishes in one turn: one bus message, five events in order", async () => {
    const m = await h.member();
    const s = await subscribed(m);
    busMessages.length = 0;
    const publish = (n: number, pad = "") =>
      h.built.realtime.publisher.publish(`user:${m.id}`, "notification", { n, pad } as never);
    await Promise.all([1, 2, 3, 4, 5].map((n) => publish(n)));
    await until("five events", () => s.events.length === 5);
    expect(s.events.map((e) => e.data.n)).toEqual([1, 2, 3, 4, 5]);
    // The test's own LISTEN connection hears the same NOTIFYs a moment apart from the hub's: let it
    // catch up before counting (and let any extra message that should not exist arrive).
    await until("the bus message", () => busMessages.length >= 1);
    await settle();
    expect(busMessages).toHaveLength(1);
    expect(JSON.parse(busMessages[0] as string)).toMatchObject({ kind: "batch" });

    // One after another (each awaited): one bus message each, no batch wrapper.
    busMessages.length = 0;
    await publish(6);
    await publish(7);
    await until("two more events", () => s.events.length === 7);
    await until("two bus messages", () => busMessages.length >= 2);
    await settle();
    expect(busMessages.map((b) => JSON.parse(b).kind)).toEqual(["channel", "channel"]);

    // Big ones in one turn are split so no bus message passes the limit.
    busMessages.length = 0;
    const pad = "x".repeat(3000);
    await Promise.all([8, 9, 10].map((n) => publish(n, pad)));
    await until("three big events", () => s.events.length === 10);
    expect(s.events.slice(7).map((e) => e.data.n)).toEqual([8, 9, 10]);
    await until("the big events' bus messages", () => busMessages.length >= 2);
    await settle();
    expect(busMessages.length).toBeGreaterThanOrEqual(2);
    for (const b of busMessages) expect(Buffer.byteLength(b)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    s.socket.close();
  });
});
