// The fan-out bus: how an event published by one server process reaches every process (and from
// there the sockets subscribed to its channel). PostgreSQL LISTEN/NOTIFY by default; Redis pub/sub
// when configured, because NOTIFY takes a lock that serialises commits on a busy database.
import type { Logger } from "pino";
import type { BusOptions, FanoutBus } from "./fanout-bus.ts";
import { createPostgresBus, type PgChannelSource } from "./pg-bus.ts";
import { createRedisBus } from "./redis-bus.ts";

export {
  type BusHandlers,
  type BusOptions,
  type FanoutBus,
  type ListenerState,
  MAX_PAYLOAD_BYTES,
  RECONNECT_FIRST_MS,
  RECONNECT_MAX_MS,
} from "./fanout-bus.ts";

export function createFanoutBus(opts: BusOptions, deps: PgChannelSource & { log: Logger }): FanoutBus {
  const kind = opts.kind ?? (opts.redisUrl ? "redis" : "postgres");
  if (kind === "redis") {
    if (!opts.redisUrl) throw new Error("REALTIME_BUS=redis needs REDIS_URL");
    return createRedisBus(opts.redisUrl, deps.log);
  }
  return createPostgresBus(deps);
}
