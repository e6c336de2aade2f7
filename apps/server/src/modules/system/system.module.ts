// The system module: health, readiness and client configuration routes, and what this app adds to
// the process's metrics (/metrics, the pool, open sockets, job queues, the fan-out bus lag probe, the
// media server's state).
import type { FastifyInstance } from "fastify";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { startBusProbe } from "../../platform/observability/bus-probe.ts";
import { metrics } from "../../platform/observability/metrics.ts";
import { registerMetricsEndpoint } from "../../platform/observability/metrics-endpoint.ts";
import { createSystemRepository } from "./system.repository.ts";
import { systemRoutes } from "./system.routes.ts";
import { createSystemService } from "./system.service.ts";

export function createSystemModule(d: Pick<Platform, "config" | "database" | "realtime" | "log" | "media">) {
  const { config, database, realtime, log, media } = d;
  const repo = createSystemRepository(database.db);
  const system = createSystemService({ repo, config, realtime: () => realtime.state(), media: () => media.state() });
  const routes = async (app: FastifyInstance) => {
    await app.register(systemRoutes(system));
    registerMetricsEndpoint(app, config.METRICS_TOKEN);
    const removeSources = metrics.addSources({
      pool: database.pool,
      sockets: () => realtime.size(),
      queues: () => repo.jobQueues(),
      media: () => media.state(),
    });
    const probe = config.METRICS_TOKEN ? startBusProbe(realtime, log) : null;
    app.addHook("onClose", async () => {
      removeSources();
      await probe?.stop();
    });
  };
  return defineModule({ services: {}, routes: [routes] });
}
