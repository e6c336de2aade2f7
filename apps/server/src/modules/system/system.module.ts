// The system module: health, readiness and client configuration routes, and what this app adds to
// the process's metrics (/metrics, the pool, open sockets, job queues, the fan-out bus lag probe).
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import type { Config } from "../../platform/config.ts";
import type { Database } from "../../platform/db/client.ts";
import { startBusProbe } from "../../platform/observability/bus-probe.ts";
import { metrics } from "../../platform/observability/metrics.ts";
import { registerMetricsEndpoint } from "../../platform/observability/metrics-endpoint.ts";
import type { RealtimeHub } from "../../platform/realtime/hub.ts";
import { createSystemRepository } from "./system.repository.ts";
import { systemRoutes } from "./system.routes.ts";
import { createSystemService } from "./system.service.ts";

export async function registerSystemModule(
  app: FastifyInstance,
  deps: { config: Config; database: Database; realtime: RealtimeHub; log: Logger },
) {
  const { config, database, realtime, log } = deps;
  const repo = createSystemRepository(database.db);
  const system = createSystemService({ repo, config, realtime: () => realtime.state() });
  await app.register(systemRoutes(system));
  registerMetricsEndpoint(app, config.METRICS_TOKEN);
  const removeSources = metrics.addSources({
    pool: database.pool,
    sockets: () => realtime.size(),
    queues: () => repo.jobQueues(),
  });
  // The lag probe (through the realtime hub's bus): only where metrics are scraped.
  const probe = config.METRICS_TOKEN ? startBusProbe(realtime, log) : null;
  app.addHook("onClose", async () => {
    removeSources();
    await probe?.stop();
  });
  return { system, probe };
}
