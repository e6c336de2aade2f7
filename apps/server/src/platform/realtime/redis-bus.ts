// The Redis fan-out bus (REDIS_URL): PUBLISH on one connection, SUBSCRIBE on another. The official
// client reconnects by itself (250 ms doubling to 5 s) and subscribes again before it says "ready";
// after such a comeback the hub tells its clients to resync, as with PostgreSQL.
import type { Logger } from "pino";
import { createClient } from "redis";
import { type FanoutBus, type ListenerState, RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from "./fanout-bus.ts";

const CHANNEL = "saathi_realtime";
/** How long the first connection may take before the start fails (as an unreachable database does). */
const FIRST_CONNECT_MS = 10_000;

/** Drops a client's connection whatever state it is in. */
function stop(client: { destroy(): void }) {
  try {
    client.destroy();
  } catch {
    // already closed
  }
}

export function createRedisBus(url: string, log: Logger): FanoutBus {
  const options = {
    url,
    // Commands wait for nobody while Redis is away: a publish fails at once (the event is lost, and
    // clients resync once the subscriber is back), so a request never hangs on the bus.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 3000,
      reconnectStrategy: (retries: number) => Math.min(RECONNECT_FIRST_MS * 2 ** retries, RECONNECT_MAX_MS),
    },
  };
  const pub = createClient(options);
  const sub = createClient(options);
  let state: ListenerState = "reconnecting";
  let subscribed = false;
  let closed = false;
  let lostLogged = false;

  pub.on("error", (err: Error) => log.debug({ err }, "realtime Redis publisher error"));
  sub.on("error", (err: Error) => {
    if (!lostLogged && !closed) log.warn({ err }, "realtime Redis subscriber lost its connection; reconnecting");
    lostLogged = true;
  });
  sub.on("reconnecting", () => {
    state = "reconnecting";
  });
  sub.on("end", () => {
    state = "reconnecting";
  });

  return {
    kind: "redis",
    async subscribe({ onMessage, onResumed }) {
      // Back to "listening" only once both connections are ready again: the subscriber has subscribed
      // again before its "ready" (resubscribe is part of its handshake), and a publish made after the
      // clients' resync must not fail on a publisher still waiting out its own backoff.
      const comeBack = () => {
        if (!subscribed || closed || state === "listening" || !sub.isReady || !pub.isReady) return;
        state = "listening";
        lostLogged = false;
        log.info("realtime Redis subscriber reconnected; asking clients to resync");
        onResumed();
      };
      sub.on("ready", comeBack);
      pub.on("ready", comeBack);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis at REDIS_URL did not answer within ${FIRST_CONNECT_MS} ms`)),
          FIRST_CONNECT_MS,
        );
      });
      try {
        await Promise.race([Promise.all([pub.connect(), sub.connect()]), timeout]);
        await sub.subscribe(CHANNEL, (message) => onMessage(message));
      } catch (err) {
        closed = true;
        stop(pub);
        stop(sub);
        throw err;
      } finally {
        clearTimeout(timer);
      }
      subscribed = true;
      state = "listening";
    },
    async publish(payload) {
      await pub.publish(CHANNEL, payload);
    },
    state: () => state,
    async close() {
      closed = true;
      await Promise.all([pub, sub].map((c) => c.close().catch(() => stop(c))));
    },
  };
}
