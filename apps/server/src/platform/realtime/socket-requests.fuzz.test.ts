// Fuzzing the realtime socket's requests (socket-requests.ts) against the whole app, its real chat.send
// registered: random frames (not JSON, wrong types, huge ids, control characters and lone surrogates,
// unknown ops, bodies up to the socket's 16 KB frame limit) in bursts on one member's socket. Every
// reply is below 500 and carries words, every well-formed request is answered, the socket stays
// usable (a ping gets its pong) and the server keeps answering. A fixed seed keeps `npm test` short
// and repeatable; a longer run on demand:
//   FUZZ_RUNS=500 FUZZ_SEED=7 npx vitest run apps/server/src/platform/realtime/socket-requests.fuzz.test.ts
import { clientMessageSchema, SOCKET_REQUESTS } from "@saathi/contract/realtime";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { realtimeUrl } from "../../../test/realtime-listener.ts";
import { openRequestSocket } from "./socket-request-client.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 13);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** The hub's maxPayload: a larger frame closes the socket (1009), by design, so frames stay below it. */
const MAX_FRAME = 16 * 1024;

let h: Harness;
let url: string;
let a: Member;
let b: Member;

beforeAll(async () => {
  h = await startHarness();
  url = await realtimeUrl(h);
  [a, b] = await Promise.all([h.member(), h.member()]);
}, 120_000);
afterAll(() => h?.close());

/** Text with what breaks naive code: control characters, lone surrogates, quotes, huge runs. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\u0000", "\ud800", "a\udc00b", '"}', "\\", "__proto__", "constructor", "\u202e", "💬", ""),
  fc.nat(4000).map((n) => "x".repeat(n)),
  fc.nat(6000).map((n) => "ह".repeat(n)),
);
const anyJson = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
);
const uuidish = fc.oneof(
  { arbitrary: fc.constant(() => b.id), weight: 4 },
  fc.constant(() => a.id),
  fc.uuid().map((u) => () => u),
  nasty.map((s) => () => s),
);
const body = fc.oneof(
  {
    arbitrary: fc.record(
      {
        receiverId: uuidish,
        message: fc.oneof({ arbitrary: fc.string({ minLength: 1, maxLength: 300 }), weight: 3 }, nasty, anyJson),
        clientId: fc.oneof(fc.string({ minLength: 1, maxLength: 64 }), nasty, fc.integer(), fc.constant(undefined)),
        extra: anyJson,
      },
      { requiredKeys: ["receiverId", "message"] },
    ),
    weight: 4,
  },
  fc.record({ receiverId: uuidish, message: anyJson, clientId: anyJson }, { requiredKeys: [] }),
  anyJson.map((v) => ({ receiverId: () => v })),
  anyJson,
  fc.constant(undefined),
);
/** A request frame the hub accepts as one: ids and locales of every kind, the body anything. */
const request = fc.record(
  {
    type: fc.constant("request"),
    id: fc.oneof(
      fc.string({ minLength: 1, maxLength: 64 }),
      fc.nat(64).map((n) => "\u0000".repeat(n + 1)),
    ),
    op: fc.oneof(
      { arbitrary: fc.constant(SOCKET_REQUESTS.chatSend), weight: 5 },
      fc.string({ minLength: 1, maxLength: 64 }),
    ),
    body,
    locale: fc.oneof(fc.constantFrom("hi", "en", "hi-IN", "xx", "", "\u0000"), fc.constant(undefined)),
  },
  { requiredKeys: ["type", "id", "op"] },
);
const frame = fc.oneof(
  { arbitrary: request, weight: 6 },
  // Frames that are almost requests: wrong types, huge ids and ops, missing fields.
  fc.record(
    {
      type: fc.constantFrom("request", "Request", "subscribe", "reply"),
      id: fc.oneof(
        nasty,
        fc.integer(),
        fc.nat(200).map((n) => "i".repeat(n)),
      ),
      op: fc.oneof(nasty, fc.integer()),
      body,
      locale: nasty,
    },
    { requiredKeys: ["type"] },
  ),
  // Not JSON at all, or JSON that is not a frame.
  nasty,
  anyJson.map((v) => JSON.stringify(v) ?? "null"),
);

/** Resolves the receiver ids' placeholders and writes the frame as the client would. */
const wire = (f: unknown): string => {
  const text = typeof f === "string" ? f : JSON.stringify(f, (_k, v) => (typeof v === "function" ? v() : v));
  return Buffer.byteLength(text) < MAX_FRAME
    ? text
    : JSON.stringify({ type: "request", id: "big", op: "chat.send", body: {} });
};

describe("socket requests fuzz", () => {
  it(`bursts of random frames: replies below 500, the socket usable, the server up (${RUNS} runs, seed ${SEED})`, {
    timeout: Math.max(60_000, RUNS * 2000),
  }, async () => {
    const s = openRequestSocket(url, a.cookie);
    await s.ready;
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 12 }), async (frames) => {
        const expected: string[] = [];
        for (const f of frames) {
          const text = wire(f);
          let parsed: ReturnType<typeof clientMessageSchema.safeParse> | null = null;
          try {
            parsed = clientMessageSchema.safeParse(JSON.parse(text));
          } catch {}
          if (parsed?.success && parsed.data.type === "request") expected.push(parsed.data.id);
          s.socket.send(text);
        }
        await s.ping();
        for (const id of expected) {
          const reply = await s.replyTo(id, 20_000);
          expect(reply.status, JSON.stringify(reply).slice(0, 500)).toBeLessThan(500);
          if (reply.status !== 200) expect(reply.error?.message.trim().length).toBeGreaterThan(0);
        }
        expect(s.socket.readyState).toBe(s.socket.OPEN);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const replies = s.frames.filter((f) => f.type === "reply") as { status: number }[];
    // The runs reached the service, not only its checks: some sends were stored.
    expect(replies.some((r) => r.status === 200)).toBe(true);
    expect(replies.some((r) => r.status === 400)).toBe(true);
    expect(replies.every((r) => r.status < 500)).toBe(true);
    expect((await h.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    s.socket.close();
  });
});
