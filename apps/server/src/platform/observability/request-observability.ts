// Per request: an id (a safe incoming x-request-id or a new one, sent back as x-request-id) that every
// log line written while answering carries, exactly one access-log line, the HTTP metrics by route
// pattern, and a server span when tracing is on. Kept cheap: /api/health is hit by load balancers.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type Context, context, propagation, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Logger } from "pino";
import { type RunContext, runContext } from "./context.ts";
import { metrics } from "./metrics.ts";
import { tracer, tracingEnabled } from "./tracing.ts";

/** An incoming id is kept only when it is a short token (it lands in logs and in a header). */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

interface Observed {
  store: RunContext;
  span: Span | null;
  ctx: Context | null;
}

const OBSERVED = Symbol("observed");
type WithObserved = FastifyRequest & { [OBSERVED]?: Observed };

/** The metrics and the one access line of an answer given before the framework (edge-answers.ts). */
export function edgeAnswerObserver(log: Logger) {
  return (method: string, route: string, status: number, ms: number, reqId: string, quiet: boolean) => {
    metrics.request(method, route, status, ms);
    const line = { reqId, method, route, status, ms: Math.round(ms * 100) / 100, edge: true };
    // A load balancer's probes, several a second from each balancer: counted, logged at debug.
    if (quiet) log.debug(line, "request");
    else log.info(line, "request");
  };
}

export function installRequestObservability(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    const observed: Observed = { store: { reqId: request.id }, span: null, ctx: null };
    (request as WithObserved)[OBSERVED] = observed;
    if (!tracingEnabled()) return runContext.run(observed.store, done);
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer().startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { "http.request.method": request.method, "url.path": request.url.split("?")[0] ?? "" },
      },
      parent,
    );
    observed.span = span;
    observed.ctx = trace.setSpan(parent, span);
    context.with(observed.ctx, () => runContext.run(observed.store, done));
  });
  // Reading a body leaves the request's async context (stream events): enter it again for the rest.
  app.addHook("preValidation", (request, _reply, done) => {
    const observed = (request as WithObserved)[OBSERVED];
    if (!observed) return done();
    if (observed.ctx) {
      const ctx = observed.ctx;
      return context.with(ctx, () => runContext.run(observed.store, done));
    }
    runContext.run(observed.store, done);
  });
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    metrics.request(request.method, route, status, ms);
    request.log.info(
      { reqId: request.id, method: request.method, route, status, ms: Math.round(ms * 100) / 100 },
      "request",
    );
    const span = (request as WithObserved)[OBSERVED]?.span;
    if (span) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute("http.route", route);
      span.setAttribute("http.response.status_code", status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}
