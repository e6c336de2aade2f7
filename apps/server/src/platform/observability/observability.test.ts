// Seeing inside: a realistic journey through the API logs no personal data, one access line
// per request and the request's id on every line; /metrics is token-protected and counts by route
// pattern; job runs carry their id and are counted.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { createSystemService, HEALTH_CACHE_MS } from "../../modules/system/system.service.ts";
import { observeJob } from "./jobs.ts";
import { createLogger } from "./logger.ts";
import { registerMetricsEndpoint } from "./metrics-endpoint.ts";

const TOKEN = "metrics-token-for-tests-0123456789";
const PHONE = "9812345670";
const POST_TEXT = "My private worry about exams and my sister Rekha";
const CHAT_TEXT = "Can we talk tonight about my panic at work?";

const lines: string[] = [];
const logger = createLogger("debug", { write: (s: string) => void lines.push(s) });
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ METRICS_TOKEN: TOKEN }, { logger });
}, 60_000);
afterAll(() => h.close());

type Line = Record<string, unknown> & { msg?: string; reqId?: string; jobId?: string };
const parsed = (from: number) => lines.slice(from).map((l) => JSON.parse(l) as Line);
const scrape = (auth?: string) =>
  h.app.inject({ url: "/metrics", headers: auth === undefined ? {} : { authorization: auth } });

describe("logs", () => {
  it("a journey (sign-up, phone code, post, chat, booking) logs no personal data; every line has its request id; one access line per request", async () => {
    const from = lines.length;
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await h.post("/api/auth/phone-number/send-otp", { phoneNumber: PHONE }, { ip: "10.7.0.9" });
    const post = await h.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: { cookie: a.cookie, origin: "http://localhost:3000" },
      payload: { content: POST_TEXT },
    });
    expect(post.statusCode).toBe(200);
    const chat = await h.app.inject({
      method: "POST",
      url: "/api/chat/messages",
      headers: { cookie: a.cookie, origin: "http://localhost:3000" },
      payload: { receiverId: b.id, message: CHAT_TEXT },
    });
    expect(chat.statusCode).toBe(200);
    const expert = await publishedExpert(h);
    await bookAndPay(h, a, expert.id);
    // A server error is logged too (with its stack), and must carry the id as well.
    await h.app.inject({ url: "/api/me", headers: { cookie: "better-auth.session_token=%%%" } });
    await h.built.jobQueue.idle();

    const out = parsed(from);
    expect(out.length).toBeGreaterThan(20);
    const text = lines.slice(from).join("");
    for (const secret of [a.email, b.email, expert.email, PHONE, POST_TEXT, CHAT_TEXT, "Rekha"]) {
      expect(text).not.toContain(secret);
    }
    const named = lines.slice(from).filter((l) => /Member \d+/.test(l));
    expect(named, named.join("\n")).toEqual([]); // the names the harness signs up with
    for (const line of out) expect(line.reqId ?? line.jobId, JSON.stringify(line)).toBeTruthy();
    const access = out.filter((l) => l.msg === "request");
    const ids = access.map((l) => l.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const line of out) if (line.reqId) expect(ids).toContain(line.reqId);
    // Route patterns, never raw URLs with ids or query strings.
    expect(access.map((l) => l.route)).toContain("/api/experts/:expertId/availability");
    expect(text).not.toContain(`/api/experts/${expert.id}`);
    for (const l of access)
      expect(Object.keys(l).sort()).toEqual([
        "hostname",
        "level",
        "method",
        "ms",
        "msg",
        "pid",
        "reqId",
        "route",
        "status",
        "time",
      ]);
  }, 60_000);

  it("answers x-request-id: a safe incoming id is kept, anything else is replaced", async () => {
    const kept = await h.app.inject({ url: "/api/health", headers: { "x-request-id": "lb-1234.abc" } });
    expect(kept.headers["x-request-id"]).toBe("lb-1234.abc");
    const from = lines.length;
    const bad = await h.app.inject({ url: "/api/health", headers: { "x-request-id": 'a b"<script>' } });
    expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      parsed(from)
        .filter((l) => l.msg === "request")
        .map((l) => l.reqId),
    ).toEqual([bad.headers["x-request-id"]]);
  });

  it("a job run's lines carry its id; failures and durations are counted", async () => {
    const from = lines.length;
    const ok = observeJob(
      { name: "test-ok", cron: "* * * * *", run: async () => logger.info("inside the job") },
      logger,
    );
    const bad = observeJob(
      { name: "test-bad", cron: "* * * * *", run: async () => Promise.reject(new Error("x")) },
      logger,
    );
    await ok.run();
    await expect(bad.run()).rejects.toThrow("x");
    const out = parsed(from);
    const inside = out.find((l) => l.msg === "inside the job");
    expect(inside?.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(inside?.job).toBe("test-ok");
    expect(out.find((l) => l.msg === "job run failed")?.job).toBe("test-bad");
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toContain('saathi_job_runs_total{job="test-ok",outcome="ok"} 1');
    expect(body).toContain('saathi_job_runs_total{job="test-bad",outcome="failed"} 1');
    expect(body).toMatch(/saathi_job_duration_ms_count\{job="test-bad"\} 1/);
  });
});

describe("metrics", () => {
  it("needs the token: none or a wrong one is 401", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const r = await scrape(`Bearer ${TOKEN}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("without METRICS_TOKEN, /metrics does not exist", async () => {
    const app = Fastify();
    registerMetricsEndpoint(app, undefined);
    expect((await app.inject({ url: "/metrics", headers: { authorization: "Bearer " } })).statusCode).toBe(404);
    await app.close();
  });

  it("counts requests, latency and errors by route pattern; sockets, pool, bus lag, payments, process", async () => {
    const expert = await publishedExpert(h);
    await slotsOf(h, expert.id);
    await h.app.inject({ url: "/api/bookings" }); // 401: an error by route
    await h.app.inject({ url: "/api/no-such-thing/123" });
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(
      /saathi_http_requests_total\{method="GET",route="\/api\/experts\/:expertId\/availability",status="2xx"\} [1-9]/,
    );
    expect(body).toMatch(
      /saathi_http_request_duration_ms_bucket\{le="\+Inf",method="GET",route="\/api\/experts\/:expertId\/availability"\} [1-9]/,
    );
    expect(body).toMatch(/saathi_http_errors_total\{route="\/api\/bookings",class="4xx"\} [1-9]/);
    expect(body).toMatch(/saathi_http_errors_total\{route="unmatched",class="4xx"\} [1-9]/);
    expect(body).not.toContain(expert.id);
    expect(body).not.toContain("/123");
    expect(body).toMatch(/saathi_realtime_sockets 0/);
    expect(body).toMatch(/saathi_db_pool_connections\{state="total"\} [1-9]/);
    expect(body).toMatch(/saathi_db_pool_connections\{state="waiting"\} 0/);
    // The NOTIFY probe ran at start (its own LISTEN connection on the same database).
    expect(body).toMatch(/saathi_bus_lag_ms_count [1-9]/);
    // The journey above paid for a booking in the sandbox.
    expect(body).toMatch(/saathi_payment_outcomes_total\{outcome="captured"\} [1-9]/);
    // ...and sent a chat message: its group commit wrote at least one group.
    expect(body).toMatch(/saathi_chat_group_size_count [1-9]/);
    expect(body).toMatch(/saathi_chat_group_size_sum [1-9]/);
    expect(body).toContain("saathi_process_cpu_user_seconds_total");
    expect(body).toContain("saathi_nodejs_eventloop_lag_seconds");
  });
});

describe("health and readiness", () => {
  it("health is exactly {status: ok}; readiness reports database, migrations and the listener", async () => {
    const health = await h.app.inject({ url: "/api/health" });
    expect(health.body).toBe('{"status":"ok"}');
    const ready = await h.app.inject({ url: "/api/ready" });
    expect(ready.json()).toEqual({
      status: "ready",
      database: "up",
      migrations: "applied",
      realtime: "listening",
      media: "not_configured",
    });
  });

  it("health asks the database at most once a second, shared by concurrent callers", async () => {
    let pings = 0;
    let answer = true;
    const repo = {
      ping: async () => {
        pings++;
        return answer;
      },
    } as unknown as Parameters<typeof createSystemService>[0]["repo"];
    const system = createSystemService({
      repo,
      config: h.built.app.initialConfig as never,
      realtime: () => "listening",
    });
    expect(await Promise.all([system.healthy(), system.healthy(), system.healthy()])).toEqual([true, true, true]);
    for (let i = 0; i < 100; i++) expect(system.healthy()).toBe(true);
    expect(pings).toBe(1);
    answer = false;
    await new Promise((r) => setTimeout(r, HEALTH_CACHE_MS + 20));
    expect(await system.healthy()).toBe(false);
    expect(pings).toBe(2);
  });

  it("readiness says pending when the applied migrations lag behind the journal", async () => {
    const repo = {
      ping: async () => true,
      appliedMigration: async () => 1,
      expectedMigration: () => 2,
    } as unknown as Parameters<typeof createSystemService>[0]["repo"];
    const system = createSystemService({ repo, config: {} as never, realtime: () => "listening" });
    expect(await system.readiness()).toEqual({
      ready: false,
      body: {
        status: "unavailable",
        database: "up",
        migrations: "pending",
        realtime: "listening",
        media: "not_configured",
      },
    });
  });
});
