// Health and readiness: what counts as "up" (the database answers; for readiness, this process also
// receives live events) and the public client configuration.
import type { Config } from "../../platform/config.ts";
import type { ListenerState } from "../../platform/realtime/hub.ts";
import type { SystemRepository } from "./system.repository.ts";

export function createSystemService(deps: { repo: SystemRepository; config: Config; realtime: () => ListenerState }) {
  const { repo, config, realtime } = deps;
  return {
    healthy: () => repo.ping(),
    async readiness() {
      const database = (await repo.ping()) ? ("up" as const) : ("down" as const);
      const listener = realtime();
      const ready = database === "up" && listener === "listening";
      return {
        ready,
        body: { status: ready ? ("ready" as const) : ("unavailable" as const), database, realtime: listener },
      };
    },
    clientConfig: () => ({ socialProviders: config.socialProviders, devOutbox: !config.isProduction }),
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
