// One WebSocket per tab for every live event. Reconnects with back-off (200 ms doubling, spec §4, up to
// 5 s, each wait stretched by up to half at random so that the tabs of a restarted server do not all come
// back in the same instant) and
// re-subscribes; listeners are kept across reconnects. After a reconnect, or when the server says it
// may have missed events ("resync": its database connection came back), catch-up listeners run.
// Once authenticated, the socket also carries requests (SOCKET_REQUESTS, socket-requests.ts).
import type { ServerMessage, SocketRequestOp } from "@saathi/contract/realtime";
import { SocketRequests } from "./socket-requests.ts";

type Handler = (event: string, data: unknown) => void;

/** The back-off stops doubling here: a server back after a restart is found within about 5-7.5 s. */
export const MAX_BACKOFF_MS = 5_000;

/** The wait before a reconnect: the back-off, stretched by up to half of it at random (jitter). */
export const reconnectDelay = (backoff: number, random = Math.random) => backoff + random() * backoff * 0.5;

class RealtimeClient {
  private socket: WebSocket | null = null;
  /** The open socket once the server said "ready" (signed in): the only one requests go over. */
  private readySocket: WebSocket | null = null;
  private readonly requests = new SocketRequests();
  private handlers = new Map<string, Set<Handler>>();
  private readyListeners = new Set<() => void>();
  private signedOutListeners = new Set<() => void>();
  private backoff = 200;
  private stopped = true;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** Opens the socket (after sign-in); safe to call twice. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes the socket (on sign-out). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
    this.readySocket = null;
    this.requests.failAll();
  }

  /**
   * Asks the server over the open socket what its HTTP route would answer (`op` from
   * SOCKET_REQUESTS): resolves with the route's 2xx body, rejects with the ApiError the API client
   * would throw. Rejects with SocketUnavailable when the socket cannot carry it (not signed in yet,
   * too many waiting, closed or silent before the reply, when the route may or may not have run):
   * the caller asks over HTTP.
   */
  request<T>(op: SocketRequestOp, body: unknown, opts: { timeoutMs?: number } = {}): Promise<T> {
    const socket = this.readySocket;
    const open = socket !== null && socket === this.socket && socket.readyState === WebSocket.OPEN;
    return this.requests.send<T>(open ? socket : null, op, body, opts.timeoutMs);
  }

  /** Listens to a channel; returns the function that stops listening. */
  subscribe(channel: string, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.send({ type: "subscribe", channel });
    }
    set.add(handler);
    return () => {
      const s = this.handlers.get(channel);
      s?.delete(handler);
      if (s && !s.size) {
        this.handlers.delete(channel);
        this.send({ type: "unsubscribe", channel });
      }
    };
  }

  /**
   * Called each time the socket is (re)connected and authenticated, and when the server asks for a
   * resync: the moment to read again whatever live events may have been missed.
   */
  onReady(listener: () => void): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  /**
   * Called when the server closes the socket because its session ended (signed out here or on another
   * device, a password change, a suspension…, code 4401): the moment to ask /api/me again. The socket
   * stays closed until start() after the next sign-in, so it never reconnects in a loop.
   */
  onSignedOut(listener: () => void): () => void {
    this.signedOutListeners.add(listener);
    return () => this.signedOutListeners.delete(listener);
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/realtime`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onmessage = (e) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (m.type === "reply") {
        this.requests.settle(m);
      } else if (m.type === "ready") {
        this.readySocket = socket;
        this.backoff = 200;
        for (const channel of this.handlers.keys()) this.send({ type: "subscribe", channel });
        for (const l of this.readyListeners) l();
      } else if (m.type === "resync") {
        for (const l of this.readyListeners) l();
      } else if (m.type === "event") {
        for (const h of this.handlers.get(m.channel) ?? []) h(m.event, m.data);
      }
    };
    socket.onclose = (e) => {
      if (this.socket === socket) this.socket = null;
      // Requests only ever go over the ready socket: with it, every reply still awaited is lost.
      if (this.readySocket === socket) {
        this.readySocket = null;
        this.requests.failAll();
      }
      if (this.stopped) return;
      // 4401: not signed in (or no longer); wait for start() after the next sign-in.
      if (e.code === 4401) {
        this.stopped = true;
        for (const l of this.signedOutListeners) l();
        return;
      }
      this.timer = setTimeout(() => this.connect(), reconnectDelay(this.backoff));
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    };
  }
}

export const realtime = new RealtimeClient();
