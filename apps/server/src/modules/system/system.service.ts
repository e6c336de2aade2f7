// Health and readiness: what counts as "up" and the public client configuration.
// Liveness (health) is hit by load balancers many times a second: its database check is shared and
// kept for HEALTH_CACHE_MS. Readiness asks every time: database, migrations applied, live events; it
// reports the media server for live circle rooms too, without depending on it: a Janus outage (or no
// Janus at all) leaves live rooms unavailable, never the rest of Saathi out of the load balancer.
import type { MediaState } from "@saathi/contract/media";
import type { Config } from "../../platform/config.ts";
import type { ListenerState } from "../../platform/realtime/hub.ts";
import type { SystemRepository } from "./system.repository.ts";

export const HEALTH_CACHE_MS = 1000;

export function createSystemService(deps: {
  repo: SystemRepository;
  config: Config;
  realtime: () => ListenerState;
  media?: () => MediaState;
}) {
  const { repo, config, realtime } = deps;
  const media = deps.media ?? (() => "not_configured" as const);
  let checkedAt = Number.NEGATIVE_INFINITY;
  let healthy = false;
  let pending: Promise<boolean> | null = null;
  // Once the applied migrations reach the journal they stay so (this build never goes back).
  let migrated = false;
  const migrations = async () => {
    if (!migrated) {
      const applied = await repo.appliedMigration();
      migrated = applied !== null && applied >= repo.expectedMigration();
    }
    return migrated ? ("applied" as const) : ("pending" as const);
  };
  return {
    /** The database answered within the last second (one check at a time, shared by every caller). */
    healthy(): boolean | Promise<boolean> {
      if (performance.now() - checkedAt < HEALTH_CACHE_MS) return healthy;
      pending ??= repo.ping().then((ok) => {
        healthy = ok;
        checkedAt = performance.now();
        pending = null;
        return ok;
      });
      return pending;
    },
    async readiness() {
      const database = (await repo.ping()) ? ("up" as const) : ("down" as const);
      const migrationState = database === "up" ? await migrations() : ("unknown" as const);
      const listener = realtime();
      const ready = database === "up" && migrationState === "applied" && listener === "listening";
      return {
        ready,
        body: {
          status: ready ? ("ready" as const) : ("unavailable" as const),
          database,
          migrations: migrationState,
          realtime: listener,
          media: media(),
        },
      };
    },
    clientConfig: () => ({ socialProviders: config.socialProviders, devOutbox: !config.isProduction }),
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
