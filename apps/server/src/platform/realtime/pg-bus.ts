// The PostgreSQL fan-out bus: NOTIFY on publish, LISTEN on the process's one notification connection
// (pg-notifications.ts), which reconnects with back-off when the database goes away and then tells
// every channel, so the hub has its clients resync.
import type { Logger } from "pino";
import type { FanoutBus } from "./fanout-bus.ts";
import { createPgNotifications, type PgNotifications } from "./pg-notifications.ts";

const PG_CHANNEL = "saathi_realtime";

/**
 * Where a PostgreSQL channel listens: the process's shared notification connection (the app's, built
 * in compose-platform.ts), or, given only a database URL (tests, tools), a connection of its own that
 * closes with the channel.
 */
export interface PgChannelSource {
  pgNotifications?: PgNotifications;
  databaseUrl?: string;
}

export function createPostgresBus({
  pgNotifications: notifications,
  databaseUrl,
  log,
  channel = PG_CHANNEL,
}: PgChannelSource & {
  log: Logger;
  /** The NOTIFY channel (session-watch.ts listens on the one the session table's trigger uses). */
  channel?: string;
}): FanoutBus {
  if (notifications) return notifications.channel(channel);
  if (!databaseUrl) throw new Error("a PostgreSQL channel needs the shared notifications or a database URL");
  const own = createPgNotifications({ databaseUrl, log });
  const bus = own.channel(channel);
  return {
    ...bus,
    async close() {
      await bus.close();
      await own.close();
    },
  };
}

/**
 * The shared notification connection from `source`, and what to call when its user closes: nothing
 * when it was given (its owner closes it), closing it when it was opened here from a URL.
 */
export function notificationsFrom(
  source: PgChannelSource,
  log: Logger,
): { notifications: PgNotifications; close(): Promise<void> } {
  if (source.pgNotifications) return { notifications: source.pgNotifications, close: async () => {} };
  if (!source.databaseUrl) throw new Error("PostgreSQL notifications need the shared connection or a database URL");
  const own = createPgNotifications({ databaseUrl: source.databaseUrl, log });
  return { notifications: own, close: () => own.close() };
}
