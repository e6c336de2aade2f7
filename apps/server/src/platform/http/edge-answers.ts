// What every visitor asks for (liveness, featured experts, a visitor's directory pages) is
// answered for a short time from the app's last full answer without entering the framework: the same
// status, headers and bytes, a fresh request id, one access line and the request metrics. A route opts
// in with `config: { edge: { ttlMs, anonymousOnly?, generation? } }`; only 200 answers without cookies
// set are kept, a member's request (a session cookie) never gets a kept answer of an anonymous-only
// route, and a change of `generation` (e.g. an expert's listing) drops the kept answer at once.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestIdOf } from "../observability/request-observability.ts";

export interface EdgeRule {
  /** How long a kept answer is served. */
  ttlMs: number;
  /** The answer differs for members (favourites, blocks): serve kept answers only to visitors. */
  anonymousOnly?: boolean;
  /** A number that changes when the answer may have: a kept answer of an older one is dropped. */
  generation?: () => number;
  /** Probes (a load balancer's health checks): their access line is written at debug level. */
  quiet?: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    edge?: EdgeRule;
  }
}

interface Kept {
  route: string;
  rule: EdgeRule;
  /** Name, value, name, value… (what writeHead takes without building an object per answer). */
  headers: string[];
  /** Text, so that Node writes the head and the body in one write (a Buffer goes out as a second chunk). */
  body: string;
  expires: number;
  generation: number;
}

/** How the request metrics and the access line are written (request-observability.ts's own). */
export type EdgeObserver = (
  method: string,
  route: string,
  status: number,
  ms: number,
  reqId: string,
  quiet: boolean,
) => void;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** Headers never replayed: each answer gets its own (or Node's) value. */
const OWN_HEADERS = new Set(["x-request-id", "server-timing", "content-length", "date", "connection", "keep-alive"]);
/** Bounded: query strings are the visitor's to choose. */
const MAX_KEPT = 256;

const pathOf = (url: string) => {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
};
const hasSession = (req: IncomingMessage) => SESSION_COOKIE.test(req.headers.cookie ?? "");
/** A route's own hooks, as an array (Fastify takes one function or several). */
const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export function createEdgeAnswers(observe: EdgeObserver, now: () => number = Date.now) {
  const rules = new Map<string, { route: string; rule: EdgeRule }>();
  const kept = new Map<string, Kept>();
  let open = true;

  /** The generation when the answer started being made: a change meanwhile makes it stale at once. */
  function noteEdgeGeneration(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    const edge = request.routeOptions.config?.edge;
    if (edge?.generation) (request as { edgeGeneration?: number }).edgeGeneration = edge.generation();
    done();
  }

  /** Keeps a 200 answer without cookies (and, for anonymous-only routes, asked without a session). */
  async function keepEdgeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const edge = request.routeOptions.config?.edge;
    if (!edge || request.method !== "GET" || reply.statusCode !== 200) return payload;
    if (edge.anonymousOnly && hasSession(request.raw)) return payload;
    if (reply.hasHeader("set-cookie") || !(typeof payload === "string" || Buffer.isBuffer(payload))) return payload;
    const url = request.raw.url ?? request.url;
    const known = rules.get(pathOf(url));
    if (!known) return payload;
    const body = typeof payload === "string" ? payload : payload.toString("utf8");
    const headers: string[] = ["content-length", String(Buffer.byteLength(body))];
    for (const [k, v] of Object.entries(reply.getHeaders())) {
      if (OWN_HEADERS.has(k) || v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) headers.push(k, String(one));
    }
    if (kept.size >= MAX_KEPT && !kept.has(url)) kept.delete(kept.keys().next().value as string);
    kept.set(url, {
      ...known,
      headers,
      body,
      expires: now() + edge.ttlMs,
      generation: (request as { edgeGeneration?: number }).edgeGeneration ?? 0,
    });
    return payload;
  }

  return {
    /**
     * Learns the opted-in routes (call before the routes are registered) and gives them, and only
     * them, the hooks that note the generation and keep the answer: other routes pay nothing.
     */
    install(app: FastifyInstance) {
      app.addHook("onRoute", (route) => {
        const rule = route.config?.edge;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        if (!rule || !methods.includes("GET") || route.url.includes(":")) return;
        rules.set(route.url, { route: route.url, rule });
        if (rule.generation) route.onRequest = [...asArray(route.onRequest), noteEdgeGeneration];
        route.onSend = [...asArray(route.onSend), keepEdgeAnswer];
      });
      app.addHook("onClose", async () => {
        open = false;
        kept.clear();
      });
    },

    /** Answers `req` from a kept answer; false when the app must answer it. */
    answer(req: IncomingMessage, res: ServerResponse): boolean {
      if (!open || req.method !== "GET" || !req.url) return false;
      const k = kept.get(req.url);
      if (!k) return false;
      if (now() > k.expires || (k.rule.generation && k.rule.generation() !== k.generation)) {
        kept.delete(req.url);
        return false;
      }
      if (k.rule.anonymousOnly && hasSession(req)) return false;
      const started = performance.now();
      const reqId = requestIdOf(req);
      res.writeHead(200, [...k.headers, "x-request-id", reqId, "server-timing", "app;dur=0.00;desc=edge"]);
      res.end(k.body);
      observe("GET", k.route, 200, performance.now() - started, reqId, k.rule.quiet === true);
      return true;
    },
  };
}

export type EdgeAnswers = ReturnType<typeof createEdgeAnswers>;
