// The whole app holds ONE LISTEN connection (PostgreSQL wakes every listening backend on each NOTIFY,
// whatever its channel): the realtime bus, ended sessions, changed sessions, chat facts and live rooms
// all LISTEN on it, publishes go through one pool of at most four; a cut connection brings every
// channel back and each does what it does on a resume (the hub has its clients resync, the session
// cache forgets what it kept). With REALTIME_BUS=redis the four other channels still share one.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { statementsOf } from "../../../test/statements.ts";
import { CHAT_FACTS_CHANNEL } from "../../modules/chat/chat.module.ts";
import { CIRCLE_ROOM_NOTIFY_CHANNEL } from "../../modules/circle-room/circle-room-watch.ts";
import { SESSION_CHANGED_CHANNEL } from "../auth/session-cache.ts";
import { LISTEN_APPLICATION, NOTIFY_APPLICATION } from "./pg-notifications.ts";
import { type RedisServer, redisServer } from "./redis-server.ts";
import { SESSION_ENDED_CHANNEL } from "./session-watch.ts";

const EVERY_CHANNEL = [
  "saathi_realtime",
  SESSION_ENDED_CHANNEL,
  SESSION_CHANGED_CHANNEL,
  CHAT_FACTS_CHANNEL,
  CIRCLE_ROOM_NOTIFY_CHANNEL,
].sort();

let h: Harness;
let onRedis: Harness | undefined;
let redis: RedisServer | undefined;

beforeAll(async () => {
  h = await startHarness({ SESSION_CACHE_MS: "60000" });
});
afterAll(async () => {
  await onRedis?.close();
  await redis?.stop();
  await h?.close();
});

async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** This database's backends: all that last ran LISTEN or UNLISTEN, and by application_name. */
async function backends(x: Harness) {
  const { rows } = await x.database.pool.query<{ listeners: number; named: number; publishers: number }>(
    `select count(*) filter (where query ilike 'listen%' or query ilike 'unlisten%')::int as listeners,
            count(*) filter (where application_name = $1)::int as named,
            count(*) filter (where application_name = $2 or query ilike '%pg_notify%')::int as publishers
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    [LISTEN_APPLICATION, NOTIFY_APPLICATION],
  );
  return rows[0] ?? { listeners: 0, named: 0, publishers: 0 };
}

const me = (x: Harness, cookie: string) => x.app.inject({ url: "/api/chat/conversations", headers: { cookie } });

describe("one LISTEN connection per process", () => {
  it("every channel of the app is LISTENed on one connection", async () => {
    // Chat facts and live rooms subscribe as their modules are built, without holding up the start.
    await until("all five channels", () => h.built.pgNotifications.listening().join() === EVERY_CHANNEL.join());
    expect(await backends(h)).toMatchObject({ listeners: 1, named: 1 });
  });

  it("publishes on at most four connections, whichever channel", async () => {
    const { publisher } = h.built.realtime;
    const rooms = h.built.pgNotifications.channel(CIRCLE_ROOM_NOTIFY_CHANNEL);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => [
        publisher.publish(`user:nobody-${i}`, "notification", { n: i } as never),
        rooms.publish(JSON.stringify({ op: "detach", participantIds: [] })),
      ]).flat(),
    );
    // The hub's publishes are batched a moment later; give them time to go out.
    await new Promise((r) => setTimeout(r, 300));
    const { publishers, listeners } = await backends(h);
    expect(publishers).toBeGreaterThanOrEqual(1);
    expect(publishers).toBeLessThanOrEqual(4);
    expect(listeners).toBe(1);
  });

  it("a terminated LISTEN backend brings every channel back, and each resumes as it would on its own", async () => {
    await until("all five channels", () => h.built.pgNotifications.listening().join() === EVERY_CHANNEL.join());
    let resynced = 0;
    const off = h.built.realtime.onResumed(() => resynced++);
    try {
      const m = await h.member();
      // Kept by the session cache: asked again, it reads no session.
      expect((await me(h, m.cookie)).statusCode).toBe(200);
      expect(await statementsOf(() => me(h, m.cookie))).not.toContain("session_by_token");

      await h.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = ${LISTEN_APPLICATION}`);
      await until("seen down", () => h.built.pgNotifications.state() === "reconnecting" || resynced > 0);
      await until("every channel back", () => h.built.pgNotifications.listening().join() === EVERY_CHANNEL.join());
      await until("the hub told", () => resynced === 1);
      expect(h.built.realtime.state()).toBe("listening");
      expect(await backends(h)).toMatchObject({ listeners: 1, named: 1 });
      // The session cache forgot what it kept while nobody heard: the session is read again.
      expect(await statementsOf(() => me(h, m.cookie))).toContain("session_by_token");

      // And hears again: a session deleted in the database is refused at once.
      await h.database.db.execute(sql`delete from session where user_id = ${m.id}`);
      await until("refused", async () => (await me(h, m.cookie)).statusCode === 401, 5000);
    } finally {
      off();
    }
  });
});

describe("with the realtime bus on Redis", () => {
  it("the four other channels still share one PostgreSQL LISTEN connection", async () => {
    redis = await redisServer();
    onRedis = await startHarness({ SESSION_CACHE_MS: "60000", REALTIME_BUS: "redis", REDIS_URL: redis.url });
    expect(onRedis.built.realtime.bus).toBe("redis");
    const four = EVERY_CHANNEL.filter((c) => c !== "saathi_realtime");
    await until("the four channels", () => onRedis?.built.pgNotifications.listening().join() === four.join());
    expect(await backends(onRedis)).toMatchObject({ listeners: 1, named: 1 });
  });
});
