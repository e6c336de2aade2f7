// OpenTelemetry traces, exported with OTLP/HTTP (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT is set;
// without it the SDK is never loaded and the hooks below cost one boolean test.
//
// Spans are made by hand rather than by auto-instrumentation: @opentelemetry/instrumentation-pg does
// patch pg under ESM on Node 24, but only when registered before pg is first loaded (checked: after a
// static `import pg` it is not patched), and main.ts's static imports load pg before any of its code
// runs; that would need a `--import` preload in every way of starting (tsx, the bundle, tests). So:
// HTTP server spans from Fastify hooks (request-observability.ts), PostgreSQL spans by wrapping
// pg.Client's query (every pool query goes through it), whatever the load order, and job spans
// around each run (jobs.ts).
import { context, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import pg from "pg";

const TRACER = "saathi";
let enabled = false;

/** True once startTracing has registered an exporter. */
export const tracingEnabled = () => enabled;
export const tracer = () => trace.getTracer(TRACER);

export interface Tracing {
  /** Sends the spans still buffered (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  const [sdk, { OTLPTraceExporter }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources] =
    await Promise.all([
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/core"),
      import("@opentelemetry/resources"),
    ]);
  const { propagation } = await import("@opentelemetry/api");
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME ?? "saathi" }),
    // The exporter reads the endpoint (…/v1/traces is appended) and headers from OTEL_* itself.
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  patchPg();
  enabled = true;
  return { flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() };
}

type Query = (...args: unknown[]) => unknown;
let patched = false;

/** Wraps pg.Client#query: a CLIENT span per query made inside a traced request or job. */
function patchPg() {
  if (patched) return;
  patched = true;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function tracedQuery(this: pg.Client, ...args: unknown[]) {
    const parent = context.active();
    if (!trace.getSpan(parent)) return original.apply(this, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = (typeof first === "string" ? first : first?.text) ?? "";
    const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? "QUERY";
    const span = tracer().startSpan(
      `${verb} postgresql`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          "db.system.name": "postgresql",
          "db.system": "postgresql",
          "db.operation.name": verb,
          "db.namespace": this.database ?? "",
          // Parameterised text only ($1, $2…): values never reach a span.
          "db.query.text": text.slice(0, 2000),
        },
      },
      parent,
    );
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (err: Error | null, res: unknown) => void;
      args[last] = (err: Error | null, res: unknown) => {
        endSpan(span, err);
        callback(err, res);
      };
      return original.apply(this, args);
    }
    let result: unknown;
    try {
      result = original.apply(this, args);
    } catch (err) {
      endSpan(span, err);
      throw err;
    }
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(
        () => endSpan(span, null),
        (err) => endSpan(span, err),
      );
    } else if (result && typeof (result as { once?: unknown }).once === "function") {
      const emitter = result as { once(e: string, f: (err?: unknown) => void): void };
      emitter.once("end", () => endSpan(span, null));
      emitter.once("error", (err) => endSpan(span, err));
    } else endSpan(span, null);
    return result;
  };
}

export function endSpan(span: Span, err: unknown) {
  if (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
