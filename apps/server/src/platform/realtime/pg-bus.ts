// The PostgreSQL fan-out bus: NOTIFY on publish, one LISTEN connection per process that reconnects
// with back-off when the database goes away and then tells the hub to have its clients resync.
import pg from "pg";
import type { Logger } from "pino";
import { POOL_IDLE_MS, TCP_KEEPALIVE } from "../db/client.ts";
import { type FanoutBus, type ListenerState, RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from "./fanout-bus.ts";

const PG_CHANNEL = "saathi_realtime";
/** Connections this process publishes on (a NOTIFY holds one for well under a millisecond). */
const PUBLISH_CONNECTIONS = 4;

export function createPostgresBus({
  databaseUrl,
  log,
  channel = PG_CHANNEL,
}: {
  databaseUrl: string;
  log: Logger;
  /** The NOTIFY channel (session-watch.ts listens on the one the session table's trigger uses). */
  channel?: string;
}): FanoutBus {
  let listener: pg.Client | null = null;
  let closed = false;
  let state: ListenerState = "reconnecting";
  let reconnecting = false;
  let onMessage: (payload: string) => void = () => {};
  let onResumed: () => void = () => {};
  // NOTIFY runs in a transaction, and PostgreSQL gives that transaction an id, so with the default
  // synchronous_commit every publish waited for a WAL flush (an fsync) like a real write: at 500 chat
  // messages a second, 1,000 flushes a second queued on WALWrite (bench/two-nodes.mjs). An
  // event is not data (a bus that is down loses it, and clients resync), so publishes use a few
  // connections of their own with synchronous_commit off: listeners get the event at commit, and the
  // WAL writer flushes in the background. The app's own writes keep their flush.
  const publisher = new pg.Pool({
    connectionString: databaseUrl,
    max: PUBLISH_CONNECTIONS,
    idleTimeoutMillis: POOL_IDLE_MS,
    ...TCP_KEEPALIVE,
    options: "-c synchronous_commit=off",
  });
  publisher.on("error", () => {});

  /** Opens the LISTEN connection; a lost one starts the reconnect loop (once per connection). */
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl, ...TCP_KEEPALIVE });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => {});
      if (listener !== client || closed) return;
      listener = null;
      state = "reconnecting";
      log.warn({ err }, "realtime listener lost its connection; reconnecting");
      void reconnect();
    };
    client.on("notification", (m) => {
      if (m.payload) onMessage(m.payload);
    });
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      lost = true;
      await client.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    state = "listening";
  };

  /**
   * Tries again with back-off until it listens (a restarting database refuses connections for a
   * while), then lets the hub tell every open socket to catch up.
   */
  const reconnect = async () => {
    if (reconnecting) return;
    reconnecting = true;
    let delay = RECONNECT_FIRST_MS;
    try {
      for (let attempt = 1; !closed; attempt++) {
        await new Promise((r) => setTimeout(r, delay));
        if (closed) return;
        try {
          await listen();
          log.info({ attempt }, "realtime listener reconnected; asking clients to resync");
          onResumed();
          return;
        } catch (err) {
          log.warn(
            { err, attempt, nextMs: Math.min(delay * 2, RECONNECT_MAX_MS) },
            "realtime listener cannot reconnect yet",
          );
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        }
      }
    } finally {
      reconnecting = false;
    }
  };

  return {
    kind: "postgres",
    async subscribe(handlers) {
      onMessage = handlers.onMessage;
      onResumed = handlers.onResumed;
      await listen();
    },
    async publish(payload) {
      // Named: PostgreSQL parses it once per connection (every chat message sends one or two).
      await publisher.query({
        name: "realtime_notify",
        text: "select pg_notify($1, $2)",
        values: [channel, payload],
      });
    },
    state: () => state,
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
