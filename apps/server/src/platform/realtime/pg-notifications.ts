// One PostgreSQL notification connection per process, shared by every NOTIFY channel the process
// listens on (the realtime bus, ended sessions, changed sessions, chat facts, live rooms), plus one small
// pool it publishes on.
//
// Why one: PostgreSQL signals every backend that listens in the database on each NOTIFY, whatever
// channel it listens on, and each wakes, reads the notification queue and filters. Five channels on
// five connections per process made ten listening backends for two nodes, each woken for every chat
// message (0.15 ms of PostgreSQL CPU per message in bench/two-nodes.mjs, plus the notifying backend's
// signals), and five publisher pools. Here each channel LISTENs on the one connection as it
// subscribes, notifications are handed out by channel name, and a lost connection reconnects once and
// then tells every channel it resumed.
//
// Owned by whoever creates it (compose-platform.ts: closed with the app); a channel's close only
// UNLISTENs it. Never a module-level singleton: two apps in one process (tests' two nodes) each
// have their own, so a notification between them really crosses connections.
import pg from "pg";
import type { Logger } from "pino";
import { POOL_IDLE_MS, TCP_KEEPALIVE } from "../db/client.ts";
import {
  type BusHandlers,
  type FanoutBus,
  type ListenerState,
  RECONNECT_FIRST_MS,
  RECONNECT_MAX_MS,
} from "./fanout-bus.ts";

/** Connections this process publishes on (a NOTIFY holds one for well under a millisecond). */
export const PUBLISH_CONNECTIONS = 4;
/** application_name of the LISTEN connection and of the publishing pool (pg_stat_activity, profiles). */
export const LISTEN_APPLICATION = "saathi-listen";
export const NOTIFY_APPLICATION = "saathi-notify";

export interface PgNotifications {
  /**
   * A fan-out bus on one NOTIFY channel over the shared connection: `subscribe` LISTENs it (opening
   * the connection if none is open yet), `close` UNLISTENs it and leaves the connection to the others.
   */
  channel(name: string): FanoutBus;
  /** The shared connection's state (a channel is "listening" only once it is also subscribed). */
  state(): ListenerState;
  /** The channels LISTENed on the connection now (none while it is down), sorted. */
  listening(): string[];
  /** Closes the LISTEN connection and the publishing pool; every channel stops hearing. */
  close(): Promise<void>;
}

interface Subscription extends BusHandlers {
  /** False until its subscribe resolved: a reconnect meanwhile is not a resume for it. */
  ready: boolean;
}

export function createPgNotifications({ databaseUrl, log }: { databaseUrl: string; log: Logger }): PgNotifications {
  /** The channels subscribed, each with its handlers (a channel may be subscribed more than once). */
  const subs = new Map<string, Set<Subscription>>();
  let listener: pg.Client | null = null;
  /** The channels LISTENed on `listener`. */
  let listened = new Set<string>();
  let state: ListenerState = "reconnecting";
  let closed = false;
  /** The first connection (or one opened again after a failed first one), shared by concurrent subscribes. */
  let opening: Promise<void> | null = null;
  let reconnecting = false;
  /** Subscribes made while reconnecting, resolved once the connection is back. */
  const waiting: { resolve: () => void; reject: (err: Error) => void }[] = [];

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
    application_name: NOTIFY_APPLICATION,
    options: "-c synchronous_commit=off",
  });
  publisher.on("error", () => {});

  // Plain names as they are (pg_stat_activity shows `LISTEN saathi_realtime`), any other quoted.
  const quote = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`);

  /**
   * LISTEN and UNLISTEN on the connection one after another (pg deprecates a query sent while another
   * runs), in the order asked: an UNLISTEN decided before a LISTEN of the same channel runs first.
   */
  let queue: Promise<unknown> = Promise.resolve();
  const run = (client: pg.Client, text: string): Promise<unknown> => {
    const done = queue.then(() => client.query(text));
    queue = done.catch(() => {});
    return done;
  };

  const dispatch = (m: pg.Notification) => {
    if (!m.payload) return;
    for (const s of subs.get(m.channel) ?? []) {
      try {
        s.onMessage(m.payload);
      } catch (err) {
        log.error({ err, channel: m.channel }, "a notification handler failed");
      }
    }
  };

  /** Opens the LISTEN connection with every subscribed channel; a lost one starts the reconnect loop. */
  const open = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: LISTEN_APPLICATION,
      ...TCP_KEEPALIVE,
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => {});
      if (listener !== client || closed) return;
      listener = null;
      listened = new Set();
      state = "reconnecting";
      log.warn({ err }, "notification listener lost its connection; reconnecting");
      void reconnect();
    };
    client.on("notification", dispatch);
    client.on("error", onLost);
    client.on("end", () => onLost());
    const channels = [...subs.keys()];
    try {
      await client.connect();
      if (channels.length) await client.query(channels.map((c) => `LISTEN ${quote(c)}`).join("; "));
    } catch (err) {
      lost = true;
      await client.end().catch(() => {});
      throw err;
    }
    if (closed) {
      lost = true;
      await client.end().catch(() => {});
      throw new Error("the notification connection is closed");
    }
    listener = client;
    queue = Promise.resolve();
    listened = new Set(channels);
    state = "listening";
    // A channel closed while this connection opened is not left listening (it would wake for nothing).
    for (const c of channels) if (!subs.has(c)) unlisten(c);
  };

  /**
   * Tries again with back-off until it listens (a restarting database refuses connections for a
   * while), then tells every channel subscribed before the loss that it resumed.
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
          await open();
        } catch (err) {
          if (closed) return;
          log.warn(
            { err, attempt, nextMs: Math.min(delay * 2, RECONNECT_MAX_MS) },
            "notification listener cannot reconnect yet",
          );
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          continue;
        }
        log.info({ attempt, channels: subs.size }, "notification listener reconnected; every channel resumes");
        const resumed = [...subs.values()].flatMap((set) => [...set].filter((s) => s.ready));
        for (const w of waiting.splice(0)) w.resolve();
        for (const s of resumed) {
          try {
            s.onResumed();
          } catch (err) {
            log.error({ err }, "a notification channel's resume failed");
          }
        }
        return;
      }
    } finally {
      reconnecting = false;
    }
  };

  /** Resolves once `name` is LISTENed on a live connection. */
  const listenOn = async (name: string): Promise<void> => {
    for (;;) {
      if (closed) throw new Error("the notification connection is closed");
      if (listener && state === "listening") {
        const client = listener;
        if (!listened.has(name)) {
          try {
            await run(client, `LISTEN ${quote(name)}`);
          } catch (err) {
            if (listener === client) throw err;
          }
          // Lost meanwhile: the reconnect LISTENs it again; wait for that.
          if (listener !== client) continue;
          listened.add(name);
        }
        return;
      }
      if (reconnecting) {
        await new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
        continue;
      }
      opening ??= open().finally(() => {
        opening = null;
      });
      await opening;
    }
  };

  const unlisten = (name: string) => {
    if (subs.get(name)?.size) return;
    subs.delete(name);
    if (!listened.delete(name) || !listener) return;
    run(listener, `UNLISTEN ${quote(name)}`).catch(() => {});
  };

  return {
    channel(name) {
      let sub: Subscription | null = null;
      let channelClosed = false;
      return {
        kind: "postgres",
        async subscribe(handlers) {
          if (channelClosed) throw new Error(`channel ${name} is closed`);
          // Subscribing again replaces the handlers, as a bus of its own did.
          if (sub) subs.get(name)?.delete(sub);
          const mine: Subscription = { ...handlers, ready: false };
          sub = mine;
          const set = subs.get(name);
          if (set) set.add(mine);
          else subs.set(name, new Set([mine]));
          try {
            await listenOn(name);
          } catch (err) {
            // As a bus that never listened: its handlers are not called later.
            subs.get(name)?.delete(mine);
            unlisten(name);
            if (sub === mine) sub = null;
            throw err;
          }
          mine.ready = true;
        },
        async publish(payload) {
          if (channelClosed || closed) throw new Error(`channel ${name} is closed`);
          // Named: PostgreSQL parses it once per connection (every chat message sends one or two).
          await publisher.query({
            name: "realtime_notify",
            text: "select pg_notify($1, $2)",
            values: [name, payload],
          });
        },
        state: () =>
          sub?.ready && !channelClosed && state === "listening" && listened.has(name) ? "listening" : "reconnecting",
        async close() {
          channelClosed = true;
          if (!sub) return;
          subs.get(name)?.delete(sub);
          sub = null;
          unlisten(name);
        },
      };
    },
    state: () => state,
    listening: () => (state === "listening" ? [...listened].sort() : []),
    async close() {
      if (closed) return;
      closed = true;
      state = "reconnecting";
      const err = new Error("the notification connection is closed");
      for (const w of waiting.splice(0)) w.reject(err);
      const client = listener;
      listener = null;
      listened = new Set();
      subs.clear();
      await client?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
