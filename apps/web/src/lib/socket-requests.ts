// Requests over the live socket (SOCKET_REQUESTS): each gets its own id and waits in a map for the
// "reply" with that id. The reply carries what the HTTP route would have answered, so a caller gets
// the same data, or the same ApiError, as over HTTP (api-client.ts). Whenever the socket cannot give
// an answer, the caller gets SocketUnavailable and asks over HTTP instead; the routes carried this
// way are safe to ask twice (a chat send keeps its client id, which the server stores once).
import { t } from "@lingui/core/macro";
import { MSG } from "@saathi/contract/messages";
import {
  type ClientMessage,
  type ServerMessage,
  SOCKET_REQUESTS_IN_FLIGHT,
  type SocketRequestOp,
} from "@saathi/contract/realtime";
import { ApiError } from "./api-client.ts";
import { currentLocale } from "./i18n/i18n.ts";
import { noteReachable } from "./offline/network-status.ts";

/** How long a request waits for its reply before the caller tries HTTP (a busy server still answers). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The socket cannot carry this request (not open or not signed in yet, too many waiting, or closed
 * or silent before the reply): ask over HTTP.
 */
export class SocketUnavailable extends Error {
  constructor(reason: string) {
    super(`The live connection cannot carry this request: ${reason}`);
    this.name = "SocketUnavailable";
  }
}

type Reply = Extract<ServerMessage, { type: "reply" }>;

interface Waiting {
  settle: (reply: Reply) => void;
  fail: (err: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** The requests of one tab's socket that still wait for their reply. */
export class SocketRequests {
  private readonly waiting = new Map<string, Waiting>();
  private lastId = 0;

  /** Sends a request over `socket` (null: none fit to carry it) and waits for its reply. */
  send<T>(socket: WebSocket | null, op: SocketRequestOp, body: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<T> {
    if (!socket) return Promise.reject(new SocketUnavailable("not connected"));
    // The server answers one more than this with 429 at once; HTTP carries it instead.
    if (this.waiting.size >= SOCKET_REQUESTS_IN_FLIGHT)
      return Promise.reject(new SocketUnavailable("too many requests waiting"));
    this.lastId += 1;
    const id = `r${this.lastId}`;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(id, new SocketUnavailable("no reply in time")), timeoutMs);
      this.waiting.set(id, {
        settle: (reply) => (isOk(reply.status) ? resolve(reply.data as T) : reject(errorOf(reply))),
        fail: reject,
        timer,
      });
      // The answer's words in the language shown, as the HTTP locale header asks.
      const frame: ClientMessage = { type: "request", id, op, body, locale: currentLocale() };
      try {
        socket.send(JSON.stringify(frame));
      } catch {
        this.fail(id, new SocketUnavailable("could not send"));
      }
    });
  }

  /** A reply arrived: its request resolves or rejects (a reply to nothing waiting is ignored). */
  settle(reply: Reply): void {
    const w = this.take(reply.id);
    if (!w) return;
    // Like any answer from the server over HTTP: it is reachable (the offline notice goes).
    noteReachable(true);
    w.settle(reply);
  }

  /** The socket closed (or the client stopped): no reply will come for anything waiting. */
  failAll(): void {
    for (const id of [...this.waiting.keys()]) this.fail(id, new SocketUnavailable("connection closed"));
  }

  private fail(id: string, err: Error): void {
    this.take(id)?.fail(err);
  }

  private take(id: string): Waiting | undefined {
    const w = this.waiting.get(id);
    if (!w) return undefined;
    this.waiting.delete(id);
    clearTimeout(w.timer);
    return w;
  }
}

const isOk = (status: number) => status >= 200 && status < 300;

/** The ApiError the API client throws for the same answer over HTTP. */
function errorOf({ status, error }: Reply): ApiError {
  return new ApiError(
    status,
    error?.code ?? `HTTP_${status}`,
    error?.message ?? (status === 401 ? MSG.notAuthenticated : t`Something went wrong. Please try again.`),
    error?.fields ?? [],
    error?.retryAfter,
  );
}
