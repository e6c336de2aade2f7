// With OTEL_EXPORTER_OTLP_ENDPOINT set, an HTTP request makes a server span named by its
// route with a PostgreSQL child span, and a job run (periodic or one-off) makes a job span (with its
// query as a child), exported as OTLP/HTTP JSON to a local receiver. Run in a child process: tracing
// registers globals.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { exitWithin, processGroup } from "../../../test/process-helpers.ts";

const FIXTURE = "apps/server/src/platform/observability/tracing.fixture.ts";

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

const spans: OtlpSpan[] = [];
const contentTypes: string[] = [];
let receiver: http.Server;
const processes = processGroup();

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      contentTypes.push(String(req.headers["content-type"]));
      if (req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        for (const rs of body.resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? []) for (const s of ss.spans ?? []) spans.push(s);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  processes.killAll();
  await new Promise((resolve) => receiver.close(resolve));
});

const attr = (s: OtlpSpan, key: string) => {
  const v = s.attributes.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : Number(v.intValue));
};

it("exports a server span with the route, a child PostgreSQL span, and a job span", async () => {
  const { port } = receiver.address() as AddressInfo;
  const run = processes.start(["--import", "tsx", FIXTURE], {
    ...process.env,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_SERVICE_NAME: "saathi-test",
  });
  const { status: code, output } = await exitWithin(run, 150_000);
  expect(code, output).toBe(0);
  expect(output).toContain("status 404"); // no such expert, found out by a query
  expect(contentTypes[0]).toBe("application/json");

  const server = spans.find((s) => s.kind === 2 && attr(s, "http.route") === "/api/experts/:expertId/availability");
  expect(server, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
  if (!server) return;
  expect(server.name).toBe("GET /api/experts/:expertId/availability");
  expect(attr(server, "http.response.status_code")).toBe(404);
  // The incoming traceparent is honoured: the span joins the caller's trace.
  expect(server.traceId).toBe("0af7651916cd43dd8448eb211c80319c");
  expect(server.parentSpanId).toBe("b7ad6b7169203331");
  const queries = spans.filter((s) => s.parentSpanId === server.spanId && attr(s, "db.system.name") === "postgresql");
  expect(queries.length).toBeGreaterThan(0);
  expect(queries[0]?.kind).toBe(3); // CLIENT
  expect(String(attr(queries[0] as OtlpSpan, "db.query.text"))).toMatch(/select/i);

  const job = spans.find((s) => s.name === "job trace-probe");
  expect(job).toBeDefined();
  expect(attr(job as OtlpSpan, "job.name")).toBe("trace-probe");
  const jobQuery = spans.find((s) => s.parentSpanId === job?.spanId);
  expect(attr(jobQuery as OtlpSpan, "db.query.text")).toBe("select 1 as probe");

  // A one-off job (the data export's kind) gets its span too, with its query inside.
  const oneOff = spans.find((s) => s.name === "job trace-one-off");
  expect(oneOff, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
  expect(attr(oneOff as OtlpSpan, "job.name")).toBe("trace-one-off");
  const oneOffQuery = spans.find((s) => s.parentSpanId === oneOff?.spanId);
  expect(attr(oneOffQuery as OtlpSpan, "db.query.text")).toBe("select 2 as one_off");
}, 180_000);
