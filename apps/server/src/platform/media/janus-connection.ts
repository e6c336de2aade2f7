// One Janus API session over the plain HTTP transport (POST JSON to /janus, long-poll GET for events).
// Saathi's server is the only client of Janus's API: members' browsers exchange media with Janus but
// never see its API, its room ids nor its secrets. The session is kept alive every `keepaliveMs`;
// when Janus restarts (or the session is lost) every handle is gone: the connection makes a new
// session with growing pauses and tells its listeners (`onReset`) so they forget old handles.
import { randomBytes } from "node:crypto";

export type JanusState = "connecting" | "up" | "down";

export interface JanusConnectionOptions {
  /** The Janus API base, e.g. http://127.0.0.1:8088/janus */
  url: string;
  apiSecret?: string;
  keepaliveMs?: number;
  /** Longest pause between attempts to reach Janus again. */
  maxRetryMs?: number;
  /** One request's time limit (the long poll waits up to 30 s on Janus's side, plus this). */
  requestTimeoutMs?: number;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** A Janus-level error (`{"janus":"error"}`) or a plugin error (`error_code` in the plugin's data). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus error ${code}: ${reason}`);
  }
}

/** Janus says the session or handle no longer exists (it restarted, or the session timed out). */
const SESSION_GONE = new Set([458, 459]);

type JanusMessage = Record<string, unknown> & {
  janus: string;
  transaction?: string;
  sender?: number;
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: unknown;
  error?: { code: number; reason: string };
};

export interface PluginAnswer {
  data: Record<string, unknown>;
  jsep?: unknown;
}

const transactionId = () => randomBytes(9).toString("base64url");

export function createJanusConnection(opts: JanusConnectionOptions) {
  const url = opts.url.replace(/\/$/, "");
  const keepaliveMs = opts.keepaliveMs ?? 25_000;
  const maxRetryMs = opts.maxRetryMs ?? 10_000;
  const timeoutMs = opts.requestTimeoutMs ?? 10_000;
  let state: JanusState = "connecting";
  let sessionId: number | null = null;
  let connecting: Promise<number> | null = null;
  let closed = false;
  let keepalive: NodeJS.Timeout | null = null;
  let pollAbort: AbortController | null = null;
  const resetListeners = new Set<() => void>();
  const eventListeners = new Set<(handle: number, message: JanusMessage) => void>();
  /** Plugin requests answered asynchronously (an "ack" first, the answer later as an event). */
  const waiting = new Map<string, { resolve(m: JanusMessage): void; reject(e: Error): void; timer: NodeJS.Timeout }>();

  async function post(path: string, body: Record<string, unknown>): Promise<JanusMessage> {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, ...(opts.apiSecret ? { apisecret: opts.apiSecret } : {}) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return (await res.json()) as JanusMessage;
  }

  function failWaiting(err: Error) {
    for (const [id, w] of waiting) {
      clearTimeout(w.timer);
      w.reject(err);
      waiting.delete(id);
    }
  }

  /** The session is gone: forget it and its handles, and reach Janus again. */
  function lose(reason: unknown) {
    if (sessionId === null && state !== "up") return;
    opts.log?.warn({ err: reason }, "media server session lost; reconnecting");
    sessionId = null;
    state = "down";
    if (keepalive) clearInterval(keepalive);
    keepalive = null;
    pollAbort?.abort();
    failWaiting(new JanusError(458, "the media server session was lost"));
    for (const listener of resetListeners) listener();
    if (!closed) void session().catch(() => {});
  }

  async function createSession(): Promise<number> {
    let pause = 250;
    for (;;) {
      if (closed) throw new Error("media server connection closed");
      try {
        const answer = await post("", { janus: "create", transaction: transactionId() });
        if (answer.janus !== "success")
          throw new JanusError(answer.error?.code ?? 0, answer.error?.reason ?? "create failed");
        const id = (answer.data as { id: number }).id;
        sessionId = id;
        state = "up";
        keepalive = setInterval(() => void ping(), keepaliveMs);
        keepalive.unref();
        void poll(id);
        return id;
      } catch (err) {
        state = "down";
        // A wrong API secret will not heal by retrying fast; a restarting Janus will.
        await new Promise((r) => setTimeout(r, pause).unref());
        pause = Math.min(pause * 2, maxRetryMs);
        if (pause >= maxRetryMs) opts.log?.warn({ err }, "media server unreachable; still trying");
      }
    }
  }

  function session(): Promise<number> {
    if (sessionId !== null) return Promise.resolve(sessionId);
    connecting ??= createSession().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function ping() {
    const id = sessionId;
    if (id === null) return;
    try {
      const answer = await post(`/${id}`, { janus: "keepalive", transaction: transactionId() });
      if (answer.janus === "error" && SESSION_GONE.has(answer.error?.code ?? 0)) lose(answer.error);
    } catch (err) {
      if (id === sessionId) lose(err);
    }
  }

  async function poll(id: number) {
    while (!closed && sessionId === id) {
      pollAbort = new AbortController();
      try {
        const secret = opts.apiSecret ? `&apisecret=${encodeURIComponent(opts.apiSecret)}` : "";
        const res = await fetch(`${url}/${id}?maxev=10&rid=${Date.now()}${secret}`, {
          signal: AbortSignal.any([pollAbort.signal, AbortSignal.timeout(timeoutMs + 30_000)]),
        });
        const body = (await res.json()) as JanusMessage | JanusMessage[];
        for (const message of Array.isArray(body) ? body : [body]) dispatch(id, message);
      } catch (err) {
        if (closed || sessionId !== id) return;
        lose(err);
        return;
      }
    }
  }

  function dispatch(id: number, message: JanusMessage) {
    if (message.janus === "keepalive") return;
    if (message.janus === "error" && SESSION_GONE.has(message.error?.code ?? 0)) {
      if (sessionId === id) lose(message.error);
      return;
    }
    const w = message.transaction ? waiting.get(message.transaction) : undefined;
    if (w && message.janus === "event") {
      clearTimeout(w.timer);
      waiting.delete(message.transaction as string);
      w.resolve(message);
      return;
    }
    if (message.sender !== undefined) for (const l of eventListeners) l(message.sender, message);
  }

  function pluginAnswer(message: JanusMessage): PluginAnswer {
    if (message.janus === "error") throw new JanusError(message.error?.code ?? 0, message.error?.reason ?? "error");
    const data = message.plugindata?.data ?? {};
    if (typeof data.error_code === "number")
      throw new JanusError(data.error_code, String(data.error ?? "plugin error"));
    return { data, ...(message.jsep ? { jsep: message.jsep } : {}) };
  }

  /** A Janus API request on the session; a lost session is noticed and made again in the background. */
  async function onSession(path: (id: number) => string, body: Record<string, unknown>): Promise<JanusMessage> {
    // While Janus is away a request fails at once (the reconnection goes on in the background).
    if (sessionId === null) {
      void session().catch(() => {});
      throw new JanusError(0, "the media server is not reachable");
    }
    const id = sessionId;
    let answer: JanusMessage;
    try {
      answer = await post(path(id), body);
    } catch (err) {
      lose(err);
      throw err;
    }
    if (answer.janus === "error" && answer.error?.code === 458) lose(answer.error);
    return answer;
  }

  return {
    state: (): JanusState => state,
    /** Reaches Janus (waits until it answers). */
    connect: () => session(),
    /** A new handle on a plugin (e.g. janus.plugin.audiobridge). */
    async attach(plugin: string): Promise<number> {
      const answer = await onSession((id) => `/${id}`, { janus: "attach", plugin, transaction: transactionId() });
      if (answer.janus !== "success")
        throw new JanusError(answer.error?.code ?? 0, answer.error?.reason ?? "attach failed");
      return (answer.data as { id: number }).id;
    },
    async detach(handle: number): Promise<void> {
      if (sessionId === null) return;
      await onSession((id) => `/${id}/${handle}`, { janus: "detach", transaction: transactionId() }).catch(() => {});
    },
    /**
     * A plugin message: synchronous requests answer at once; asynchronous ones ("join", "configure")
     * answer "ack" and their result arrives through the long poll under the same transaction.
     */
    async message(handle: number, body: Record<string, unknown>, jsep?: unknown): Promise<PluginAnswer> {
      const transaction = transactionId();
      const later = new Promise<JanusMessage>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(transaction);
          reject(new JanusError(0, "the media server did not answer in time"));
        }, timeoutMs);
        timer.unref();
        waiting.set(transaction, { resolve, reject, timer });
      });
      later.catch(() => {});
      let answer: JanusMessage;
      try {
        answer = await onSession((id) => `/${id}/${handle}`, {
          janus: "message",
          transaction,
          body,
          ...(jsep ? { jsep } : {}),
        });
      } catch (err) {
        const w = waiting.get(transaction);
        if (w) clearTimeout(w.timer);
        waiting.delete(transaction);
        throw err;
      }
      if (answer.janus === "ack") return pluginAnswer(await later);
      const w = waiting.get(transaction);
      if (w) clearTimeout(w.timer);
      waiting.delete(transaction);
      return pluginAnswer(answer);
    },
    /** This connection's Janus session now (null while Janus is away). */
    sessionId: (): number | null => sessionId,
    /**
     * A plugin message to a handle another connection holds (another node's session: Janus's HTTP
     * transport takes any session's requests). Answers once Janus accepted it: an asynchronous request's
     * result goes to the holder's long poll, not here. Janus's 458/459 (no such session or handle) come
     * back as a JanusError; this connection's own session is not lost by them.
     */
    async messageOn(session: number, handle: number, body: Record<string, unknown>, jsep?: unknown) {
      if (session === sessionId) return this.message(handle, body, jsep);
      const answer = await post(`/${session}/${handle}`, {
        janus: "message",
        transaction: transactionId(),
        body,
        ...(jsep ? { jsep } : {}),
      });
      if (answer.janus === "ack") return { data: {} } as PluginAnswer;
      return pluginAnswer(answer);
    },
    /** Detaches a handle another connection holds (gone already is fine). */
    async detachOn(session: number, handle: number): Promise<void> {
      if (session === sessionId) return this.detach(handle);
      await post(`/${session}/${handle}`, { janus: "detach", transaction: transactionId() }).catch(() => {});
    },
    /** Called when the session was lost: every handle made before is gone. */
    onReset(listener: () => void) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    /** Events Janus sends on its own (a participant left, a hangup), by handle. */
    onEvent(listener: (handle: number, message: JanusMessage) => void) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    /** Ends the session (its handles with it) and stops polling. */
    async close() {
      closed = true;
      if (keepalive) clearInterval(keepalive);
      const id = sessionId;
      sessionId = null;
      state = "down";
      pollAbort?.abort();
      failWaiting(new Error("media server connection closed"));
      if (id !== null) await post(`/${id}`, { janus: "destroy", transaction: transactionId() }).catch(() => {});
    },
  };
}

export type JanusConnection = ReturnType<typeof createJanusConnection>;
