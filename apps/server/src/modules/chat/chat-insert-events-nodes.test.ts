// A message's event published by its own insert, seen from another node: concurrent sends of one
// conversation (several groups) reach the partner's socket on the other node once each and in seq order;
// and with the Redis bus the old path stays (the insert publishes nothing, the hub publishes on Redis).
import { CHAT_EVENTS } from "@saathi/contract/chat";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { listen, realtimeUrl } from "../../../test/realtime-listener.ts";
import { statementsOf } from "../../../test/statements.ts";
import { type RedisServer, redisServer } from "../../platform/realtime/redis-server.ts";
import { PG_REALTIME_CHANNEL } from "../../platform/realtime/sql-envelope.ts";

let h: Harness;
let node2: FastifyInstance;
let redis: RedisServer;
let onRedis: Harness;

beforeAll(async () => {
  [h, redis] = await Promise.all([startHarness(), redisServer()]);
  onRedis = await startHarness({ REALTIME_BUS: "redis", REDIS_URL: redis.url });
  node2 = (await h.secondNode()).app;
  await node2.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await onRedis?.close();
  await redis?.stop();
  await h?.close();
});

const post = (on: Harness, m: Member, receiverId: string, message: string) =>
  on.post("/api/chat/messages", { receiverId, message }, { cookie: m.cookie });

describe("events published by the insert, across nodes", () => {
  it("concurrent sends of one conversation, in several groups, reach the partner on the other node once each, in seq order", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const a2 = node2.server.address();
    const url = `ws://127.0.0.1:${typeof a2 === "object" && a2 ? a2.port : 0}/api/realtime`;
    const bs = await listen(url, b);
    // Two conversations to b interleaved, asked in several turns of the event loop (several groups).
    const answers: Promise<{ statusCode: number; json(): { id: string; seq: number } }>[] = [];
    for (let turn = 0; turn < 5; turn++) {
      for (let i = 0; i < 8; i++) answers.push(post(h, i % 2 ? a : c, b.id, `${i % 2 ? "a" : "c"} ${turn}-${i}`));
      await new Promise((r) => setImmediate(r));
    }
    const done = await Promise.all(answers);
    expect(done.map((r) => r.statusCode)).toEqual(done.map(() => 200));
    const ids = done.map((r) => r.json().id);
    const messages = () => bs.events.filter((e) => e.event === CHAT_EVENTS.message);
    await bs.until(() => messages().length >= ids.length);
    await new Promise((r) => setTimeout(r, 300));
    const seqs = messages().map((e) => e.data.seq as number);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(messages().map((e) => e.data.id as string)).toEqual(
      [...done].sort((x, y) => x.json().seq - y.json().seq).map((r) => r.json().id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    bs.socket.close();
  });
});

describe("with the Redis bus", () => {
  it("the insert publishes nothing on PostgreSQL; the hub publishes the message on Redis, as before", async () => {
    const [a, b] = await Promise.all([onRedis.member(), onRedis.member()]);
    const bs = await listen(await realtimeUrl(onRedis), b);
    const listener = new pg.Client({ connectionString: onRedis.database.url });
    await listener.connect();
    const onPostgres: string[] = [];
    listener.on("notification", (n) => onPostgres.push(n.payload ?? ""));
    await listener.query(`LISTEN ${PG_REALTIME_CHANNEL}`);
    try {
      for (let i = 0; i < 2; i++) expect((await post(onRedis, a, b.id, `warm ${i}`)).statusCode).toBe(200);
      let id = "";
      const seen = await statementsOf(async () => {
        const res = await post(onRedis, a, b.id, "over redis");
        expect(res.statusCode).toBe(200);
        id = res.json().id;
      });
      expect(seen.filter((s) => s.startsWith("chat_"))).toEqual(["chat_insert_messages"]);
      await bs.waitFor((e) => e.event === CHAT_EVENTS.message && e.data.id === id);
      await new Promise((r) => setTimeout(r, 300));
      expect(bs.events.filter((e) => e.data.id === id)).toHaveLength(1);
      expect(onPostgres.filter((p) => p.includes(id))).toEqual([]);
    } finally {
      await listener.end();
      bs.socket.close();
    }
  });
});
