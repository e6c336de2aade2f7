// The realtime hub: one authenticated WebSocket per tab at /api/realtime, channels authorised by the
// server, and fan-out across every server process through the fan-out bus (bus.ts: PostgreSQL
// LISTEN/NOTIFY by default, Redis when configured). Presence is recorded per node (presence.ts).
import websocket from "@fastify/websocket";
import { clientMessageSchema, type ServerMessage } from "@saathi/contract/realtime";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import type { Logger } from "pino";
import type { WebSocket } from "ws";
import type { SessionReader } from "../auth/session.ts";
import { type BusOptions, createFanoutBus, type FanoutBus, type ListenerState, MAX_PAYLOAD_BYTES } from "./bus.ts";
import type { ChannelPolicy } from "./channel-policy.ts";
import { createPresence, type PresenceOptions } from "./presence.ts";
import type { Publisher } from "./publisher.ts";
import { createSessionSockets } from "./session-sockets.ts";
import { onSocketError } from "./socket-errors.ts";

const HEARTBEAT_MS = 30_000;
/**
 * Sockets are pinged in slices, one slice a second, each socket every HEARTBEAT_MS as before. Pinging
 * 5,000 sockets in one loop held the event loop for tens of milliseconds every 30 s, long enough to
 * show in chat delivery's p99 (bench/two-nodes.mjs).
 */
const PING_SLICES = 30;
/** A socket whose session ended is closed with this code: the web client stops and asks /api/me again. */
export const SIGNED_OUT_CLOSE = 4401;

export type { ListenerState } from "./bus.ts";

type Envelope =
  | { kind: "channel"; channel: string; event: string; data: unknown }
  | { kind: "channels"; channels: string[]; event: string; data: unknown }
  | { kind: "followers"; authorId: string; event: string; data: unknown }
  | { kind: "signal"; name: string; from: string }
  /** A channel's rule no longer admits these members (all when null): their sockets leave it on every node. */
  | { kind: "revoke"; channel: string; userIds: string[] | null }
  /** A lag probe: heard only by the node that sent it (the bus's own round trip, timed). */
  | { kind: "probe"; id: string; from: string }
  /** Several envelopes published in the same turn of the event loop, sent as one bus message. */
  | { kind: "batch"; items: Envelope[] };

/** What `{"kind":"batch","items":[` and `]}` add to a batch's bytes. */
const BATCH_OVERHEAD = 32;

interface Client {
  socket: WebSocket;
  userId: string;
  /** The session the socket was opened with: it closes when that session ends (session-watch.ts). */
  sessionId: string | undefined;
  channels: Set<string>;
  alive: boolean;
  /** Which of the PING_SLICES this socket is pinged in. */
  slice: number;
}

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
}

export interface HubDeps {
  databaseUrl: string;
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

export function createRealtimeHub({ databaseUrl, pool, session, policy, log, ...opts }: HubDeps): RealtimeHub {
  const clients = new Set<Client>();
  const byChannel = new Map<string, Set<Client>>();
  const byUser = new Map<string, Set<Client>>();
  let heartbeat: NodeJS.Timeout | null = null;
  const slices = Array.from({ length: PING_SLICES }, () => new Set<Client>());
  let joined = 0;
  let tick = 0;
  const bus = createFanoutBus(opts.bus ?? {}, { databaseUrl, log });
  const presence = createPresence(pool, log, () => [...byUser.keys()], opts.presence);

  const send = (c: Client, message: ServerMessage) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(message));
  };

  const deliver = (channel: string, event: string, data: unknown) => {
    const targets = byChannel.get(channel);
    if (!targets) return;
    const frame = JSON.stringify({ type: "event", channel, event, data } satisfies ServerMessage);
    for (const c of targets) if (c.socket.readyState === c.socket.OPEN) c.socket.send(frame);
  };

  /**
   * Revocations this node heard, by member and channel: a subscription whose rule was asked before
   * one of them arrived is refused (the rule may have read the database before the change committed).
   */
  let revocations = 0;
  const revokedAt = new Map<string, number>();
  const revokedKey = (userId: string, channel: string) => `${userId}\u0000${channel}`;
  /** Takes these members' sockets (all when null) off the channel; each is told, none hears it again. */
  const cut = (channel: string, userIds: string[] | null) => {
    const seq = ++revocations;
    const who = userIds ? new Set(userIds) : null;
    if (who) for (const id of who) revokedAt.set(revokedKey(id, channel), seq);
    else revokedAt.set(revokedKey("*", channel), seq);
    // Only subscriptions asked for while the revocation travelled need it; old marks go.
    if (revokedAt.size > 10_000) revokedAt.clear();
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
  const revokedSince = (userId: string, channel: string, seq: number) =>
    (revokedAt.get(revokedKey(userId, channel)) ?? 0) > seq || (revokedAt.get(revokedKey("*", channel)) ?? 0) > seq;

  const deliverToFollowers = async (authorId: string, event: string, data: unknown) => {
    const connected = [...byUser.keys()];
    if (!connected.length) return;
    const { rows } = await pool.query<{ follower_id: string }>(
      `select follower_id from follows
        where following_id = $1 and status = 'accepted' and follower_id = any($2::uuid[])`,
      [authorId, connected],
    );
    for (const r of rows) deliver(`user:${r.follower_id}`, event, data);
  };

  const signalHandlers = new Map<string, Set<() => void>>();
  const eventHandlers = new Map<string, Set<(data: unknown) => void>>();
  const resumedHandlers = new Set<() => void>();
  const heard = (event: string, data: unknown) => {
    for (const h of eventHandlers.get(event) ?? []) {
      try {
        h(data);
      } catch (err) {
        log.error({ err, event }, "realtime event listener failed");
      }
    }
  };
  /** Probes on their way: id → what to call when it comes back. */
  const probes = new Map<string, { back: (at: number) => void; lost: (err: Error) => void }>();
  let probeSeq = 0;
  const handleEnvelope = (env: Envelope) => {
    if (env.kind === "batch") {
      for (const item of env.items) handleEnvelope(item);
      return;
    }
    if (env.kind === "probe") {
      if (env.from === presence.nodeId) probes.get(env.id)?.back(performance.now());
      return;
    }
    if (env.kind === "signal") {
      if (env.from !== presence.nodeId) for (const h of signalHandlers.get(env.name) ?? []) h();
      return;
    }
    if (env.kind === "revoke") {
      cut(env.channel, env.userIds);
      return;
    }
    if (env.kind === "channel" || env.kind === "channels") heard(env.event, env.data);
    if (env.kind === "channel") deliver(env.channel, env.event, env.data);
    else if (env.kind === "channels") for (const ch of env.channels) deliver(ch, env.event, env.data);
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

  /**
   * Envelopes published in the same turn of the event loop go as one bus message: under
   * load many requests publish at once (a chat message and its notification, other members'
   * messages), and each bus message is a statement on PostgreSQL and a wake-up on every node. When
   * the server is idle a batch holds one envelope and costs a setImmediate. Each publisher still
   * awaits its own envelope's sending, so one request's events keep their order.
   *
   * Bus messages leave one at a time, in order: two NOTIFYs on two connections may commit in either
   * order, and then a conversation's messages (stored in seq order by one group commit) would reach
   * the other nodes out of order. While one is on its way, what is published meanwhile gathers into
   * the next (the same group commit as the chat's inserts: no timer, larger batches when busy).
   */
  type Batch = { payloads: string[]; events: string[]; bytes: number; sent: Promise<void>; done: () => void };
  const queue: Batch[] = [];
  let sending = false;
  let scheduled = false;
  const sendBatch = (b: Batch) =>
    b.payloads.length === 1
      ? publish(b.payloads[0] as string, b.events)
      : publish(`{"kind":"batch","items":[${b.payloads.join(",")}]}`, b.events);
  const newBatch = (): Batch => {
    let done: () => void = () => {};
    const sent = new Promise<void>((r) => {
      done = r;
    });
    const b: Batch = { payloads: [], events: [], bytes: BATCH_OVERHEAD, sent, done };
    queue.push(b);
    return b;
  };
  const pump = async () => {
    scheduled = false;
    if (sending) return;
    sending = true;
    for (let b = queue.shift(); b; b = queue.shift()) {
      await sendBatch(b);
      b.done();
    }
    sending = false;
  };

  const notify = async (env: Exclude<Envelope, { kind: "probe" | "batch" }>) => {
    const payload = JSON.stringify(env);
    const bytes = Buffer.byteLength(payload);
    const event = env.kind === "signal" ? env.name : env.kind === "revoke" ? "revoke" : env.event;
    if (bytes > MAX_PAYLOAD_BYTES) {
      log.error({ event, bytes }, "realtime payload too large; not sent");
      return;
    }
    // A batch this would take over the limit is left as it is (it leaves in its turn); a new one opens.
    let b = queue.at(-1);
    if (!b || b.bytes + bytes + 1 > MAX_PAYLOAD_BYTES) b = newBatch();
    b.payloads.push(payload);
    b.events.push(event);
    b.bytes += bytes + 1;
    if (!sending && !scheduled) {
      scheduled = true;
      setImmediate(() => void pump());
    }
    return b.sent;
  };

  let readyPromise: Promise<void> | null = null;

  /** Presence: online while the member has a socket open on some live node (presence.ts). */
  const setOnline = (userId: string, online: boolean) => (online ? presence.online(userId) : presence.offline(userId));

  const remove = (c: Client) => {
    if (!clients.delete(c)) return;
    slices[c.slice]?.delete(c);
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

  const sessions = createSessionSockets<Client>({ databaseUrl, pool, log, signOut, checkMs: opts.sessionCheckMs });

  const subscribe = async (c: Client, channel: string) => {
    const asked = revocations;
    if (!(await policy.canSubscribe(c.userId, channel)) || revokedSince(c.userId, channel, asked)) {
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
      publishMany: (chs, event, data) => notify({ kind: "channels", channels: chs, event, data }),
      publishToFollowers: (authorId, event, data) => notify({ kind: "followers", authorId, event, data }),
    },
    ready() {
      readyPromise ??= (async () => {
        await bus.subscribe({
          onMessage,
          onResumed: () => {
            for (const h of resumedHandlers) h();
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
    onSignal(name, handler) {
      addTo(signalHandlers, name, handler);
      return () => signalHandlers.get(name)?.delete(handler);
    },
    onEvent(event, handler) {
      addTo(eventHandlers, event, handler);
      return () => eventHandlers.get(event)?.delete(handler);
    },
    onResumed(handler) {
      resumedHandlers.add(handler);
      return () => resumedHandlers.delete(handler);
    },
    async probeBus(timeoutMs = 5000) {
      await this.ready();
      const id = String(++probeSeq);
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<number>((resolve, reject) => {
        probes.set(id, { back: resolve, lost: reject });
        timer = setTimeout(() => reject(new Error(`bus probe not back within ${timeoutMs} ms`)), timeoutMs);
      });
      back.catch(() => {}); // awaited below; a timeout during a slow publish is not an unhandled rejection
      try {
        const sent = performance.now();
        await bus.publish(JSON.stringify({ kind: "probe", id, from: presence.nodeId } satisfies Envelope));
        return (await back) - sent;
      } finally {
        clearTimeout(timer);
        probes.delete(id);
      }
    },
    async register(app) {
      await this.ready();
      await app.register(websocket, { options: { maxPayload: 16 * 1024 }, errorHandler: onSocketError });
      app.get("/api/realtime", { websocket: true, schema: { hide: true } }, async (socket, request) => {
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
          alive: true,
          slice: joined++ % PING_SLICES,
        };
        clients.add(c);
        slices[c.slice]?.add(c);
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
          else {
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
        for (const raw of early) handle(raw);
      });
      heartbeat = setInterval(
        () => {
          // A socket that did not answer the last ping (HEARTBEAT_MS ago) is dead.
          for (const c of slices[tick++ % PING_SLICES] ?? []) {
            if (!c.alive) {
              c.socket.terminate();
              remove(c);
              continue;
            }
            c.alive = false;
            c.socket.ping();
          }
        },
        (opts.heartbeatMs ?? HEARTBEAT_MS) / PING_SLICES,
      );
      heartbeat.unref();
    },
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      for (const c of clients) c.socket.close(1001, "Server shutting down");
      clients.clear();
      for (const slice of slices) slice.clear();
      byUser.clear();
      await sessions.close();
      // This node's presence rows go; members still connected to another node stay online.
      if (readyPromise) await presence.stop();
      for (const p of probes.values()) p.lost(new Error("the hub closed"));
      await bus.close();
    },
  };
}
