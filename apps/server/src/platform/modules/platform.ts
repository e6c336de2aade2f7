// What every module may take from the platform (built by compose-platform.ts). Types only, so a
// module that names it depends on no part of the platform it does not use.
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import type { AccountsRepository } from "../auth/accounts.repository.ts";
import type { AuthGuard } from "../auth/auth-guard.service.ts";
import type { SessionReader } from "../auth/session.ts";
import type { StaffGuard } from "../auth/staff-guard.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import type { LocalJobQueue } from "../jobs/scheduler.ts";
import type { Messenger } from "../mail/messenger.ts";
import type { MediaServer } from "../media/media-server.ts";
import type { Payments } from "../payments/payments.ts";
import type { ChannelPolicy } from "../realtime/channel-policy.ts";
import type { RealtimeHub } from "../realtime/hub.ts";
import type { PgNotifications } from "../realtime/pg-notifications.ts";
import type { Publisher } from "../realtime/publisher.ts";
import type { Storage } from "../storage/storage.ts";
import type { DomainEventBus } from "./domain-events.ts";

export interface Platform {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  log: Logger;
  payments: Payments;
  session: SessionReader;
  accounts: AccountsRepository;
  guard: AuthGuard;
  limiter: RateLimiter;
  /** Who may listen on which realtime channel (a module adds its own prefixes). */
  channelPolicy: ChannelPolicy;
  realtime: RealtimeHub;
  /** The process's one PostgreSQL notification connection: `channel(name)` LISTENs and NOTIFYs on it. */
  pgNotifications: PgNotifications;
  publisher: Publisher;
  messenger: Messenger;
  storage: Storage;
  /** One-off jobs (pg-boss once the scheduler attaches; in this process until then). */
  jobQueue: LocalJobQueue;
  /** Admins only; a module that lets moderators in makes its own guard. */
  staffGuard: StaffGuard;
  /** Domain events: a module says what happened with `emit`; app.ts attaches every module's handlers. */
  events: DomainEventBus;
  /** The media server for live circle rooms (Janus), or none: `media.available()` says which. */
  media: MediaServer;
}
