// NOTIFY lag: every 15 s this process sends a small probe through PostgreSQL NOTIFY on a channel of
// its own and times its arrival on its own LISTEN connection (the same path the realtime fan-out
// takes, without touching the hub). Another bus (NATS, Redis) reports through metrics.observeBusLag.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import { metrics } from "./metrics.ts";

const CHANNEL = "saathi_bus_probe";

export function startBusProbe(databaseUrl: string, pool: pg.Pool, log: Logger, everyMs = 15_000) {
  const me = randomUUID();
  const sent = new Map<string, number>();
  let listener: pg.Client | null = null;
  let stopped = false;

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("error", () => {
      listener = null;
      client.end().catch(() => {});
    });
    client.on("notification", (n) => {
      const started = n.payload ? sent.get(n.payload) : undefined;
      if (started === undefined) return;
      sent.delete(n.payload as string);
      metrics.observeBusLag(performance.now() - started);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (stopped) await client.end();
    else listener = client;
  };

  const probe = async () => {
    try {
      if (!listener) await connect();
      const id = `${me}:${randomUUID().slice(0, 8)}`;
      // Probes that never came back are dropped (the listener was down).
      if (sent.size > 10) sent.clear();
      sent.set(id, performance.now());
      await pool.query("select pg_notify($1, $2)", [CHANNEL, id]);
    } catch (err) {
      log.debug({ err }, "bus probe failed");
    }
  };

  const timer = setInterval(() => void probe(), everyMs);
  timer.unref();
  void probe();
  return {
    /** One probe now (tests). */
    probe,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}
