// The realtime hub: one authenticated WebSocket per tab at /api/realtime, channels authorised by the
// server, and fan-out across every server process through the fan-out bus (bus.ts: PostgreSQL
// LISTEN/NOTIFY by default, Redis when configured). Presence is recorded per node (presence.ts).
import websocket from "@fastify/websocket";
import { clientMessageSchema, type ServerMessage, type SocketRequestOp } from "@saathi/contract/realtime";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import type { Logger } from "pino";
import type { WebSocket } from "ws";
import type { SessionReader } from "../auth/session.ts";
import { isStaffRole } from "../auth/staff-guard.ts";
import { type BusOptions, createFanoutBus, type FanoutBus, type ListenerState, MAX_PAYLOAD_BYTES } from "./bus.ts";
import { createBusProbes } from "./bus-probes.ts";
import type { ChannelPolicy } from "./channel-policy.ts";
import { createConnectTiming } from "./connect-timing.ts";
import { createDelivery } from "./delivery.ts";
import type { Envelope } from "./envelope.ts";
import { createHubListeners } from "./hub-listeners.ts";
import { createOrderedBatches } from "./ordered-batches.ts";
import { notificationsFrom, type PgChannelSource } from "./pg-bus.ts";
import { createPingSlices, HEARTBEAT_MS } from "./ping-slices.ts";
import { createPresence, type PresenceOptions } from "./presence.ts";
import type { Publisher } from "./publisher.ts";
import { createRevocations } from "./revocations.ts";
import { createSessionSockets } from "./session-sockets.ts";
import { onSocketError } from "./socket-errors.ts";
import { createSocketRequests, type SocketRequestSpec } from "./socket-requests.ts";

/** A socket whose session ended is closed with this code: the web client stops and asks /api/me again. */
export const SIGNED_OUT_CLOSE = 4401;

export type { ListenerState } from "./bus.ts";

interface Client {
  socket: WebSocket;
  userId: string;
  /** The session the socket was opened with: it closes when that session ends (session-watch.ts). */
  sessionId: string | undefined;
  channels: Set<string>;
  /** Subscriptions asked and not yet answered (they count toward MAX_CHANNELS_PER_SOCKET). */
  asking: number;
  alive: boolean;
  /** For its requests (socket-requests.ts): the upgrade's language; staff ask over HTTP. */
  locale?: string;
  staff: boolean;
  /** This socket's name on the bus (node id and a number), for an event its request's answer carried. */
  tag: string;
}

/** Channels one socket may hold (the web app uses under ten): each is a map entry and each ask a query. */
export const MAX_CHANNELS_PER_SOCKET = 100;

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

export interface RealtimeHub {
  publisher: Publisher;
  register(app: FastifyInstance): Promise<void>;
  /** Resolves once this process listens on the bus (events published after this reach its sockets). */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Number of open sockets in this process (for benchmarks and health). */
  size(): number;
  /** The bus listener's state (readiness reports it). */
  state(): ListenerState;
  /** Which bus carries the events, and this process's node id (presence rows). */
  readonly bus: FanoutBus["kind"];
  readonly nodeId: string;
  /**
   * Node-to-node signals that reach no socket (e.g. "expert listings changed": drop cached public
   * answers): `signal` tells every other node; `onSignal` hears what other nodes signal.
   */
  signal(name: string): Promise<void>;
  onSignal(name: string, handler: () => void): () => void;
  /**
   * Hears every `event` published by any node (this one included) as it reaches this node, whether or
   * not a socket here listens: a per-node cache kept in step with what other nodes write (chat).
   */
  onEvent(event: string, handler: (data: unknown) => void): () => void;
  /** The bus came back after a loss: what was published meanwhile never reached this node. */
  onResumed(handler: () => void): () => void;
  /**
   * Sends a probe through the bus this hub uses (PostgreSQL or Redis) and resolves with the ms until
   * it came back to this node; rejects when the bus refuses it or it is not back within `timeoutMs`.
   */
  probeBus(timeoutMs?: number): Promise<number>;
  /** Sockets may ask `op` instead of its HTTP route (socket-requests.ts); returns its unregister. */
  handleRequest<T>(op: SocketRequestOp, spec: SocketRequestSpec<T>): () => void;
}

export interface HubDeps extends PgChannelSource {
  pool: pg.Pool;
  session: SessionReader;
  policy: ChannelPolicy;
  log: Logger;
  /** REALTIME_BUS and REDIS_URL (PostgreSQL when neither). */
  bus?: BusOptions;
  /** How often each socket is pinged (a socket silent since its last ping is cut); tests shorten it. */
  heartbeatMs?: number;
  /** Presence heartbeat and expiry (tests shorten them). */
  presence?: PresenceOptions;
  /** How often every socket's session is checked again (SESSION_CHECK_MS; tests shorten it). */
  sessionCheckMs?: number;
}

export function createRealtimeHub({ pool, session, policy, log, ...opts }: HubDeps): RealtimeHub {
  const clients = new Set<Client>();
  const byChannel = new Map<string, Set<Client>>();
  const byUser = new Map<string, Set<Client>>();
  const pings = createPingSlices<Client>();
  // The bus (when PostgreSQL) and the session watch listen on the process's one notification connection.
  const pgNotify = notificationsFrom(opts, log);
  const bus = createFanoutBus(opts.bus ?? {}, { pgNotifications: pgNotify.notifications, log });
  const presence = createPresence(pool, log, () => [...byUser.keys()], opts.presence);

  const send = (c: Client, message: ServerMessage) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(message));
  };

  const { deliver, deliverToFollowers } = createDelivery<Client>({ byChannel, byUser, pool });
  let tags = 0;

  const revocations = createRevocations();
  /** Takes these members' sockets (all when null) off the channel; each is told, none hears it again. */
  const cut = (channel: string, userIds: string[] | null) => {
    const who = userIds ? new Set(userIds) : null;
    revocations.record(channel, who);
    const targets = byChannel.get(channel);
    if (!targets) return;
    for (const c of [...targets]) {
      if (who && !who.has(c.userId)) continue;
      targets.delete(c);
      c.channels.delete(channel);
      send(c, { type: "error", channel, code: "UNSUBSCRIBED", message: "You can no longer listen on this channel" });
    }
    if (!targets.size) byChannel.delete(channel);
  };
  const listeners = createHubListeners(log);
  const probes = createBusProbes(bus, presence.nodeId);
  const handleEnvelope = (env: Envelope) => {
    if (env.kind === "batch") {
      for (const item of env.items) handleEnvelope(item);
      return;
    }
    if (env.kind === "probe") {
      probes.heard(env);
      return;
    }
    if (env.kind === "signal") {
      if (env.from !== presence.nodeId) listeners.signalled(env.name);
      return;
    }
    if (env.kind === "revoke") {
      cut(env.channel, env.userIds);
      return;
    }
    if (env.kind === "channel" || env.kind === "channels") listeners.heard(env.event, env.data);
    if (env.kind === "channel") deliver([env.channel], env.event, env.data);
    else if (env.kind === "channels") deliver(env.channels, env.event, env.data, env.skip);
    else deliverToFollowers(env.authorId, env.event, env.data).catch((err) => log.error({ err }, "fan-out failed"));
  };
  const onMessage = (payload: string) => {
    let env: Envelope;
    try {
      env = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    handleEnvelope(env);
  };

  // The change is committed already: a bus that cannot take the event loses it (clients resync
  // once their node listens again) rather than failing the request that made the change.
  const publish = (payload: string, events: string[]) =>
    bus
      .publish(payload)
      .catch((err) => log.error({ err, events, bus: bus.kind }, "realtime publish failed; event lost"));

  const batches = createOrderedBatches(publish, MAX_PAYLOAD_BYTES);

  const notify = async (env: Exclude<Envelope, { kind: "probe" | "batch" }>) => {
    const payload = JSON.stringify(env);
    const bytes = Buffer.byteLength(payload);
    const event = env.kind === "signal" ? env.name : env.kind === "revoke" ? "revoke" : env.event;
    if (bytes > MAX_PAYLOAD_BYTES) {
      log.error({ event, bytes }, "realtime payload too large; not sent");
      return;
    }
    return batches.add(payload, bytes, event);
  };

  let readyPromise: Promise<void> | null = null;

  /** Presence: online while the member has a socket open on some live node (presence.ts). */
  const setOnline = (userId: string, online: boolean) => (online ? presence.online(userId) : presence.offline(userId));

  const remove = (c: Client) => {
    if (!clients.delete(c)) return;
    pings.delete(c);
    for (const ch of c.channels) byChannel.get(ch)?.delete(c);
    if (c.sessionId) sessions.remove(c.sessionId, c);
    const mine = byUser.get(c.userId);
    mine?.delete(c);
    if (mine && !mine.size) {
      byUser.delete(c.userId);
      void setOnline(c.userId, false);
    }
  };

  /** Signed out: nothing more reaches the socket (it is no longer OPEN, and in no channel). */
  const signOut = (c: Client) => {
    c.socket.close(SIGNED_OUT_CLOSE, "Signed out");
    remove(c);
  };

  // Through the bus to every node, this one too: events published before the revocation (the room
  // telling its members what changed) still reach the sockets it cuts, and nothing published after it.
  // (A test's stand-in policy may have no revocations.)
  policy.onRevoke?.((channel, userIds) => notify({ kind: "revoke", channel, userIds }));

  const checkMs = opts.sessionCheckMs;
  const sessions = createSessionSockets<Client>({
    pgNotifications: pgNotify.notifications,
    pool,
    log,
    signOut,
    userOf: (c) => c.userId,
    checkMs,
  });
  // A request runs only while its socket is tracked, after any check of its session's change.
  const requests = createSocketRequests<Client>({
    ...{ log, send, tracked: (c) => clients.has(c) },
    checking: (c) => (c.sessionId ? sessions.checking(c.sessionId) : null),
  });

  const subscribe = async (c: Client, channel: string) => {
    if (c.channels.has(channel)) return send(c, { type: "subscribed", channel });
    if (c.channels.size + c.asking >= MAX_CHANNELS_PER_SOCKET) {
      send(c, { type: "error", channel, code: "TOO_MANY_CHANNELS", message: "Too many channels on one connection" });
      return;
    }
    c.asking++;
    await admit(c, channel).finally(() => c.asking--);
  };
  const admit = async (c: Client, channel: string) => {
    const asked = revocations.now();
    // A rule that fails (its query threw) refuses: a socket frame must never become an unhandled rejection.
    const allowed = await policy.canSubscribe(c.userId, channel).catch((err: unknown) => {
      log.warn({ err, userId: c.userId }, "channel rule failed; subscription refused");
      return false;
    });
    if (!allowed || revocations.since(c.userId, channel, asked)) {
      send(c, { type: "error", channel, code: "FORBIDDEN", message: "You cannot subscribe to this channel" });
      return;
    }
    // Signed out while the policy was asked.
    if (!clients.has(c)) return;
    c.channels.add(channel);
    addTo(byChannel, channel, c);
    send(c, { type: "subscribed", channel });
  };

  return {
    publisher: {
      publish: (channel, event, data) => notify({ kind: "channel", channel, event, data }),
      publishMany: (chs, event, data, opts) => {
        const skip = opts?.askerHasIt ? requests.asker()?.tag : undefined;
        return notify({ kind: "channels", channels: chs, event, data, ...(skip ? { skip } : {}) });
      },
      publishToFollowers: (authorId, event, data) => notify({ kind: "followers", authorId, event, data }),
    },
    ready() {
      readyPromise ??= (async () => {
        await bus.subscribe({
          onMessage,
          onResumed: () => {
            listeners.resumedNow();
            for (const c of clients) send(c, { type: "resync" });
          },
        });
        await sessions.start();
        await presence.start();
      })();
      return readyPromise;
    },
    size: () => clients.size,
    state: () => bus.state(),
    bus: bus.kind,
    nodeId: presence.nodeId,
    signal: (name) => notify({ kind: "signal", name, from: presence.nodeId }),
    onSignal: listeners.onSignal,
    onEvent: listeners.onEvent,
    onResumed: listeners.onResumed,
    handleRequest: requests.handleRequest,
    async probeBus(timeoutMs = 5000) {
      await this.ready();
      return probes.probe(timeoutMs);
    },
    async register(app) {
      await this.ready();
      // The plugin's own preClose closes every socket first thing in app.close(): the requests under way
      // are answered before (socket-requests.ts `drain`).
      await app.register(websocket, {
        ...{ options: { maxPayload: 16 * 1024 }, errorHandler: onSocketError },
        async preClose(this: FastifyInstance) {
          await requests.drain();
          for (const client of this.websocketServer.clients) client.close(1001, "Server shutting down");
        },
      });
      const timing = createConnectTiming(app.server);
      app.addHook("onClose", async () => timing.stop());
      app.get("/api/realtime", { websocket: true, schema: { hide: true } }, async (socket, request) => {
        const upgradedAt = timing.upgraded(request.raw);
        // Messages that arrive while the session is being read wait here, in order.
        const early: unknown[] = [];
        const queue = (raw: unknown) => early.push(raw);
        socket.on("message", queue);
        // Authenticate before anything else: a socket never joins a channel without a session.
        // A member whose session still owes its two-step code is not let in either.
        const user = await session.require(request).catch(() => null);
        if (!user) {
          socket.close(SIGNED_OUT_CLOSE, "Not authenticated");
          return;
        }
        const c: Client = {
          socket,
          userId: user.id,
          sessionId: user.sessionId,
          channels: new Set(),
          asking: 0,
          alive: true,
          locale: request.locale,
          staff: isStaffRole(user.role),
          tag: `${presence.nodeId}.${++tags}`,
        };
        clients.add(c);
        pings.add(c);
        const first = !byUser.has(user.id);
        addTo(byUser, user.id, c);
        socket.on("pong", () => {
          c.alive = true;
        });
        socket.on("close", () => remove(c));
        const handle = (raw: unknown) => {
          let parsed: ReturnType<typeof clientMessageSchema.safeParse>;
          try {
            parsed = clientMessageSchema.safeParse(JSON.parse(String(raw)));
          } catch {
            send(c, { type: "error", code: "BAD_MESSAGE", message: "Messages must be JSON" });
            return;
          }
          if (!parsed.success) {
            send(c, { type: "error", code: "BAD_MESSAGE", message: "Unknown message" });
            return;
          }
          const m = parsed.data;
          if (m.type === "ping") send(c, { type: "pong" });
          else if (m.type === "subscribe") void subscribe(c, m.channel);
          else if (m.type === "request") requests.request(c, m);
          else if (m.type === "unsubscribe") {
            c.channels.delete(m.channel);
            byChannel.get(m.channel)?.delete(c);
          }
        };
        // Presence is recorded before "ready", so whoever sees the socket ready also sees the member online.
        // A close meanwhile queues "offline" after it (presence.ts keeps one order per member).
        // The session is read again once the socket is tracked: one that ended since the cookie was
        // checked (its notification came before the socket was there to close) is closed.
        const [live] = await Promise.all([
          c.sessionId ? sessions.add(c.sessionId, c) : true,
          first ? setOnline(user.id, true) : undefined,
        ]);
        if (!live) signOut(c);
        if (!clients.has(c)) return;
        socket.off("message", queue);
        socket.on("message", handle);
        send(c, { type: "ready", userId: user.id });
        timing.ready(upgradedAt);
        for (const raw of early) handle(raw);
      });
      pings.start(opts.heartbeatMs ?? HEARTBEAT_MS, remove);
    },
    async close() {
      pings.stop();
      await requests.drain();
      for (const c of clients) c.socket.close(1001, "Server shutting down");
      clients.clear();
      byUser.clear();
      await sessions.close();
      // This node's presence rows go; members still connected to another node stay online.
      if (readyPromise) await presence.stop();
      probes.closed();
      await bus.close();
      await pgNotify.close();
    },
  };
}
