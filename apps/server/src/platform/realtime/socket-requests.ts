// Calls made over the open realtime socket instead of HTTP (a "request" frame answered by a "reply"):
// a chat send without an HTTP request around it (its parser, hooks, cookie, headers; about a fifth of
// a message's server CPU). The socket was authenticated when it opened and is closed when its session
// ends (session-sockets.ts); each request then goes through what the HTTP route would give it: the
// input guard's rule for text, the route's zod schema with the error handler's VALIDATION_ERROR
// mapping, the same service call, the same error bodies in the reader's language, and the route's
// response schema for the 200 body. A module registers an op with `handleRequest`.

import { AsyncLocalStorage } from "node:async_hooks";
import { HTTP_MSG } from "@saathi/contract/errors";
import { pickLocale } from "@saathi/contract/locale";
import {
  type ServerMessage,
  SOCKET_REQUEST_ERROR,
  SOCKET_REQUEST_MSG,
  SOCKET_REQUESTS_IN_FLIGHT,
  type SocketRequestOp,
} from "@saathi/contract/realtime";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import { encode, type ZodType } from "zod";
import { AppError, appErrorBody, type Translate, type ValidationIssue, validationErrorBody } from "../http/errors.ts";
import { checkParsedBody } from "../http/input-guard.ts";
import { translate } from "../i18n/translator.ts";
import { metrics } from "../observability/metrics.ts";

/** Who asks: the socket's member and the session it was opened with. */
export interface RequestCaller {
  userId: string;
  sessionId: string | null;
}

/** What an op takes and does: its HTTP route's body schema, response schema and service call. */
export interface SocketRequestSpec<T> {
  body: ZodType<T>;
  /** The route's 200 response schema: the reply's `data` is what HTTP's serialisation would send. */
  answer?: ZodType;
  run(who: RequestCaller, body: T): Promise<unknown>;
  /**
   * Requests of one socket with the same key run one after another, in the order they were sent (a
   * conversation's messages); others run at once, side by side.
   */
  orderKey?(body: T): string;
}

/** The request frame as the hub parsed it. */
export interface RequestFrame {
  id: string;
  op: string;
  body?: unknown;
  locale?: string;
}

/** What the requests need to know of a socket. */
export interface RequestSocket {
  userId: string;
  sessionId: string | undefined;
  /** The upgrade request's language (x-saathi-lang, cookie, Accept-Language), used when a frame names none. */
  locale?: string;
  /** Staff sessions are measured per request (idle time, activity): their requests go over HTTP. */
  staff: boolean;
}

export interface SocketRequestsDeps<C extends RequestSocket> {
  log: Logger;
  send(c: C, message: ServerMessage): void;
  /** False once the socket is closed or signed out: its requests are not run, and get no reply. */
  tracked(c: C): boolean;
  /** The check of the socket's session after a change to it, while on its way (requests wait for it). */
  checking(c: C): Promise<boolean> | null;
}

/** How long a stopping server waits for the requests under way before closing its sockets. */
export const DRAIN_MS = 3000;

type Reply = Extract<ServerMessage, { type: "reply" }>;
/** The socket closed or was signed out before its request ran: no run, no reply. */
const NOT_RUN = Symbol("not run");
// biome-ignore lint/suspicious/noExplicitAny: the registry holds specs of every body type
type AnySpec = SocketRequestSpec<any>;

/** The op as a metric label: only registered ops (an unknown one is not a label of its own). */
const opLabel = (op: string, known: boolean) => (known ? op : "unknown");

/** The HTTP routes' validator for a body schema (it never answers asynchronously for a zod schema). */
const validatorFor = (schema: ZodType, op: string) =>
  validatorCompiler({ schema, method: "POST", url: op, httpPart: "body" }) as (data: unknown) => {
    error?: ValidationIssue[];
    value?: unknown;
  };

export function createSocketRequests<C extends RequestSocket>({ log, send, tracked, checking }: SocketRequestsDeps<C>) {
  const ops = new Map<string, { spec: AnySpec; validate: ReturnType<typeof validatorFor> }>();
  /** The socket whose request is being run (what `run` calls sees it: the hub's `askerHasIt`). */
  const asking = new AsyncLocalStorage<C>();
  const inFlight = new WeakMap<C, number>();
  /** Every request under way on this node (a stopping server answers them before closing sockets). */
  const running = new Set<Promise<void>>();

  const reply = (c: C, op: string, known: boolean, frame: Reply) => {
    metrics.socketRequest(opLabel(op, known), frame.status);
    send(c, frame);
  };
  const refuse = (c: C, m: RequestFrame, known: boolean, status: number, error: Reply["error"]) =>
    reply(c, m.op, known, { type: "reply", id: m.id, status, error });

  /** Per socket, the last request of each order key (a conversation): the next one runs after it. */
  const queues = new WeakMap<C, Map<string, Promise<unknown>>>();
  const inOrder = <R>(c: C, key: string, task: () => Promise<R>): Promise<R> => {
    let q = queues.get(c);
    if (!q) {
      q = new Map();
      queues.set(c, q);
    }
    const queue = q;
    const before = queue.get(key);
    const mine = before ? before.then(task) : task();
    const tail = mine.then(
      () => {},
      () => {},
    );
    queue.set(key, tail);
    void tail.then(() => {
      if (queue.get(key) === tail) queue.delete(key);
    });
    return mine;
  };

  /** The answer to one request, as its HTTP route would have given it. */
  const answer = async (c: C, m: RequestFrame, t: Translate, entry: NonNullable<ReturnType<typeof ops.get>>) => {
    try {
      checkParsedBody(m.body);
      const parsed = entry.validate(m.body);
      if (parsed.error) return refuse(c, m, true, 400, validationErrorBody(parsed.error, t));
      const run = async () => {
        const check = checking(c);
        if (check) await check;
        if (!tracked(c)) return NOT_RUN;
        return asking.run(c, () => entry.spec.run({ userId: c.userId, sessionId: c.sessionId ?? null }, parsed.value));
      };
      const key = entry.spec.orderKey?.(parsed.value);
      const data = await (key === undefined ? run() : inOrder(c, `${m.op}:${key}`, run));
      if (data === NOT_RUN) return;
      return reply(c, m.op, true, {
        type: "reply",
        id: m.id,
        status: 200,
        data: entry.spec.answer ? encode(entry.spec.answer, data) : data,
      });
    } catch (err) {
      if (err instanceof AppError) return refuse(c, m, true, err.status, appErrorBody(err, t));
      // Never the error's message: a failed statement's carries the member's text among its parameters.
      const e = err as { name?: string; code?: string; cause?: { code?: string } };
      log.error({ op: m.op, error: e?.name, code: e?.code ?? e?.cause?.code }, "socket request failed");
      return refuse(c, m, true, 500, { code: "INTERNAL", message: t(HTTP_MSG.internal) });
    }
  };

  return {
    /** Lets sockets ask `op`; returns what unregisters it. */
    handleRequest<T>(op: SocketRequestOp, spec: SocketRequestSpec<T>): () => void {
      const entry = { spec, validate: validatorFor(spec.body, op) };
      ops.set(op, entry);
      return () => {
        if (ops.get(op) === entry) ops.delete(op);
      };
    },
    /** The socket whose request the caller is serving (undefined outside a socket request). */
    asker: (): C | undefined => asking.getStore(),
    /** Answers one request frame of an authenticated socket (the reply is dropped if it closed meanwhile). */
    request(c: C, m: RequestFrame): void {
      const locale = pickLocale([m.locale ?? "", c.locale ?? ""]) ?? "en";
      const t: Translate = (text, values) => translate(locale, text, values);
      const entry = ops.get(m.op);
      if (!entry || c.staff) {
        refuse(c, m, Boolean(entry), 400, {
          code: SOCKET_REQUEST_ERROR.unknown,
          message: t(SOCKET_REQUEST_MSG.unknown),
        });
        return;
      }
      const n = inFlight.get(c) ?? 0;
      if (n >= SOCKET_REQUESTS_IN_FLIGHT) {
        refuse(c, m, true, 429, { code: SOCKET_REQUEST_ERROR.tooMany, message: t(SOCKET_REQUEST_MSG.tooMany) });
        return;
      }
      inFlight.set(c, n + 1);
      const done = answer(c, m, t, entry)
        .catch((err) => log.error({ op: m.op, error: (err as Error)?.name }, "socket reply failed"))
        .finally(() => {
          inFlight.set(c, (inFlight.get(c) ?? 1) - 1);
          running.delete(done);
        });
      running.add(done);
    },
    /**
     * The server is stopping: requests from now on are answered UNKNOWN_REQUEST (the client sends them
     * over HTTP, to a node that stays), and those under way are answered before the sockets close, as
     * HTTP requests in flight are (at most `ms`; a reply lost after that is sent again over HTTP).
     */
    async drain(ms = DRAIN_MS): Promise<void> {
      ops.clear();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...running]),
        new Promise<void>((r) => {
          timer = setTimeout(r, ms);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

export type SocketRequests<C extends RequestSocket> = ReturnType<typeof createSocketRequests<C>>;
