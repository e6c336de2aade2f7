// Prometheus metrics of this process (prom-client, its own registry): HTTP rate, latency and errors
// per route pattern, open sockets, the fan-out bus's lag, jobs, payment outcomes, the database pool
// and Node's default process metrics. One registry per process; every app built in it adds sources.
import client from "prom-client";

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: "saathi_" });

const MS_BUCKETS = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000];

const httpRequests = new client.Counter({
  name: "saathi_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status class",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});
const httpDuration = new client.Histogram({
  name: "saathi_http_request_duration_ms",
  help: "Time to answer an HTTP request, by method and route pattern (milliseconds)",
  labelNames: ["method", "route"] as const,
  buckets: MS_BUCKETS,
  registers: [registry],
});
const httpErrors = new client.Counter({
  name: "saathi_http_errors_total",
  help: "HTTP answers with a 4xx or 5xx status, by route pattern and class",
  labelNames: ["route", "class"] as const,
  registers: [registry],
});
const busLag = new client.Histogram({
  name: "saathi_bus_lag_ms",
  help: "Time from publishing on the fan-out bus (PostgreSQL NOTIFY or Redis) to delivery in this process (milliseconds)",
  buckets: [0.5, 1, 2.5, 5, 10, 25, 50, 100, 250, 1000, 5000],
  registers: [registry],
});
const realtimeConnect = new client.Histogram({
  name: "saathi_realtime_connect_ms",
  help: "A realtime socket's way in (milliseconds): accepted (TCP) to upgraded (101 sent), upgraded to ready (session read, presence recorded)",
  labelNames: ["phase"] as const,
  buckets: [1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000],
  registers: [registry],
});
const jobRuns = new client.Counter({
  name: "saathi_job_runs_total",
  help: "Background job runs, by job and outcome",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});
const jobDuration = new client.Histogram({
  name: "saathi_job_duration_ms",
  help: "Time a background job run took (milliseconds)",
  labelNames: ["job"] as const,
  buckets: [5, 25, 100, 250, 1000, 5000, 30000, 120000],
  registers: [registry],
});
const payments = new client.Counter({
  name: "saathi_payment_outcomes_total",
  help: "Payment outcomes: captured, failed, refunded, refund_failed",
  labelNames: ["outcome"] as const,
  registers: [registry],
});
const noticeSends = new client.Counter({
  name: "saathi_notice_sends_total",
  help: "Email and push sends of reminders and notices outside sessions (circle reminders, notification emails), by what, channel and outcome: sent, retried (failed, tried again later), failed (out of tries)",
  labelNames: ["what", "channel", "outcome"] as const,
  registers: [registry],
});
const chatGroups = new client.Histogram({
  name: "saathi_chat_group_size",
  help: "Chat messages stored per grouped INSERT (one transaction and one bus NOTIFY each) on this node",
  buckets: [1, 2, 3, 5, 10, 25, 100, 256],
  registers: [registry],
});
const chatFactsReads = new client.Histogram({
  name: "saathi_chat_facts_read_size",
  help: "Chat sends whose facts were read in one grouped statement on this node (sends without kept facts)",
  buckets: [1, 2, 3, 5, 10, 25, 100, 256],
  registers: [registry],
});

const socketRequests = new client.Counter({
  name: "saathi_socket_requests_total",
  help: "Requests answered over the realtime socket (a chat send without its HTTP request), by op and status",
  labelNames: ["op", "status"] as const,
  registers: [registry],
});

/** A pool client whose statements are counted (its `query` wrapped once). */
interface QueryingClient {
  query: (...args: never[]) => unknown;
}

/** What the gauges below add up over (one entry per app built in this process). */
interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  /** A pg.Pool: each client it hands out has its statements counted. */
  on?(event: "acquire", listener: (client: QueryingClient) => void): unknown;
  off?(event: "acquire", listener: (client: QueryingClient) => void): unknown;
}

/**
 * Statements sent through the app's pools: what a piece of work costs the database in round trips
 * (bench/two-nodes.mjs divides it by the sockets a reconnect storm brought back). Counted by wrapping
 * each pool client's `query` once, the first time the pool hands it out.
 */
let statementsSent = 0;
const countedClients = new WeakSet<QueryingClient>();
const countStatements = (c: QueryingClient) => {
  if (countedClients.has(c)) return;
  countedClients.add(c);
  // The class's query is looked up at each call (a test that patches pg.Client.prototype still sees it).
  const own = Object.hasOwn(c, "query") ? c.query : null;
  c.query = function (this: QueryingClient, ...args: never[]) {
    statementsSent++;
    return (own ?? (Object.getPrototypeOf(this) as QueryingClient).query).apply(this, args);
  };
};
new client.Counter({
  name: "saathi_db_statements_total",
  help: "Statements sent to the database through the app's connection pools",
  registers: [registry],
  collect() {
    this.reset();
    this.inc(statementsSent);
  },
});
const pools = new Set<PoolLike>();
const socketSources = new Set<() => number>();
const mediaSources = new Set<() => "up" | "down" | "not_configured">();
const queueSources = new Set<() => Promise<{ name: string; queued: number; failed: number }[]>>();

new client.Gauge({
  name: "saathi_realtime_sockets",
  help: "Open realtime WebSockets in this process",
  registers: [registry],
  collect() {
    let n = 0;
    for (const size of socketSources) n += size();
    this.set(n);
  },
});
new client.Gauge({
  name: "saathi_db_pool_connections",
  help: "Database pool connections by state (total, idle, waiting requests)",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const p of pools) {
      total += p.totalCount;
      idle += p.idleCount;
      waiting += p.waitingCount;
    }
    this.set({ state: "total" }, total);
    this.set({ state: "idle" }, idle);
    this.set({ state: "waiting" }, waiting);
  },
});
new client.Gauge({
  name: "saathi_job_queue_depth",
  help: "Jobs waiting in each pg-boss queue",
  labelNames: ["queue"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of queueSources)
      for (const q of await source().catch(() => [])) this.set({ queue: q.name }, q.queued);
  },
});
new client.Gauge({
  name: "saathi_job_queue_failed",
  help: "Failed jobs kept in each pg-boss queue",
  labelNames: ["queue"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of queueSources)
      for (const q of await source().catch(() => [])) this.set({ queue: q.name }, q.failed);
  },
});

new client.Gauge({
  name: "saathi_media_server_state",
  help: "The media server for live circle rooms (Janus): 1 for its current state (up, down, not_configured)",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    this.reset();
    // One app per process in production; tests may build several: the worst state wins.
    const states = new Set([...mediaSources].map((source) => source()));
    if (!states.size) return;
    const state = states.has("down") ? "down" : states.has("up") ? "up" : "not_configured";
    for (const s of ["up", "down", "not_configured"] as const) this.set({ state: s }, s === state ? 1 : 0);
  },
});

export type PaymentOutcome = "captured" | "failed" | "refunded" | "refund_failed";

export const metrics = {
  /** One answered request. `route` is the route pattern (never the raw URL with its ids). */
  request(method: string, route: string, status: number, ms: number) {
    const klass = status >= 500 ? "5xx" : status >= 400 ? "4xx" : status >= 300 ? "3xx" : "2xx";
    httpRequests.inc({ method, route, status: klass });
    httpDuration.observe({ method, route }, ms);
    if (status >= 400) httpErrors.inc({ route, class: klass });
  },
  /** Time from a publish on the fan-out bus to its delivery in this process. */
  observeBusLag(ms: number) {
    busLag.observe(ms);
  },
  /** One phase of a realtime socket's way in (hub.ts). */
  realtimeConnect(phase: "accepted_to_upgraded" | "upgraded_to_ready", ms: number) {
    realtimeConnect.observe({ phase }, ms);
  },
  /** One chat group written (modules/chat's group commit): how many messages it held. */
  chatGroup(size: number) {
    chatGroups.observe(size);
  },
  /** One grouped read of chat send facts: how many sends it served. */
  chatFactsRead(size: number) {
    chatFactsReads.observe(size);
  },
  /** One request answered over a realtime socket (platform/realtime/socket-requests.ts). */
  socketRequest(op: string, status: number) {
    socketRequests.inc({ op, status: String(status) });
  },
  job(name: string, outcome: "ok" | "failed", ms: number) {
    jobRuns.inc({ job: name, outcome });
    jobDuration.observe({ job: name }, ms);
  },
  paymentOutcome(outcome: PaymentOutcome) {
    payments.inc({ outcome });
  },
  /** One channel's send of a reminder or notice outside sessions (e.g. what "circle_reminder"). */
  noticeSend(what: string, channel: string, outcome: "sent" | "retried" | "failed") {
    noticeSends.inc({ what, channel, outcome });
  },
  /** Adds a pool, a socket count, a queue reader and the media server's state; the returned function removes them (app close). */
  addSources(s: {
    pool?: PoolLike;
    sockets?: () => number;
    queues?: () => Promise<{ name: string; queued: number; failed: number }[]>;
    media?: () => "up" | "down" | "not_configured";
  }) {
    if (s.pool) pools.add(s.pool);
    s.pool?.on?.("acquire", countStatements);
    if (s.media) mediaSources.add(s.media);
    if (s.sockets) socketSources.add(s.sockets);
    if (s.queues) queueSources.add(s.queues);
    return () => {
      if (s.pool) pools.delete(s.pool);
      s.pool?.off?.("acquire", countStatements);
      if (s.sockets) socketSources.delete(s.sockets);
      if (s.queues) queueSources.delete(s.queues);
      if (s.media) mediaSources.delete(s.media);
    };
  },
  /** The exposition text and its content type. */
  async render() {
    return { body: await registry.metrics(), contentType: registry.contentType };
  },
};

/** Shorthand for the payment call sites (modules/bookings, modules/money). */
export const paymentOutcome = (outcome: PaymentOutcome) => metrics.paymentOutcome(outcome);
export const observeBusLag = (ms: number) => metrics.observeBusLag(ms);
