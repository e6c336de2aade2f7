// The platform every module stands on: the HTTP server, mail, sessions and sign-in guards, the rate
// limiter, the realtime hub, file storage, payments, the one-off job queue, the domain events and the
// media server for live circle rooms.
// app.ts builds it first, then lists the modules; auth comes once the module it asks (suspended
// members) is built, and its routes once account security can hear of second-factor changes.
import type { Logger } from "pino";
import { createHttpServer } from "./http-server.ts";
import { createAccountsRepository } from "./platform/auth/accounts.repository.ts";
import { registerAuthRoutes } from "./platform/auth/auth.routes.ts";
import { type Auth, createAuth } from "./platform/auth/auth.ts";
import { createAuthGuard } from "./platform/auth/auth-guard.service.ts";
import { createSecondFactorSteps, type SecondFactorDeps } from "./platform/auth/second-factor.ts";
import { createSessionReader, type SessionUser } from "./platform/auth/session.ts";
import { createSessionCache } from "./platform/auth/session-cache.ts";
import { createStaffGuard } from "./platform/auth/staff-guard.ts";
import { shareExpertListingsChanges } from "./platform/cache/expert-listings-across-nodes.ts";
import type { Config } from "./platform/config.ts";
import type { Database } from "./platform/db/client.ts";
import { createRateLimiter } from "./platform/http/rate-limit.ts";
import { createJobQueue } from "./platform/jobs/scheduler.ts";
import { createMessenger } from "./platform/mail/messenger.ts";
import { createMediaServer } from "./platform/media/media-server.ts";
import type { AppModule } from "./platform/modules/app-module.ts";
import { createDomainEvents } from "./platform/modules/domain-events.ts";
import type { Platform } from "./platform/modules/platform.ts";
import { createPayments } from "./platform/payments/payments.ts";
import { createChannelPolicy } from "./platform/realtime/channel-policy.ts";
import { createRealtimeHub } from "./platform/realtime/hub.ts";
import { createPgNotifications } from "./platform/realtime/pg-notifications.ts";
import { createStorage } from "./platform/storage/storage.ts";
import { serveFilesAndWeb } from "./web-serving.ts";

export interface PlatformDeps {
  config: Config;
  database: Database;
  logger: Logger;
}

export async function createPlatform({ config, database, logger: log }: PlatformDeps): Promise<Platform> {
  const { db } = database;
  const payments = createPayments(config, db);
  // HTTP plumbing first (error answers, cross-site and input guards, security headers, uploads, OpenAPI).
  const app = await createHttpServer(config, log, { razorpay: payments.gateway.provider === "razorpay" });
  // One LISTEN connection and one publishing pool for every NOTIFY channel of this process (the
  // realtime bus, ended and changed sessions, chat facts, live rooms), closed after everything using
  // it (onClose hooks run last-registered first).
  const pgNotifications = createPgNotifications({ databaseUrl: database.url, log });
  app.addHook("onClose", () => pgNotifications.close());
  // Sessions kept per node for a minute, dropped on every node when one changes (session-cache.ts).
  const sessionCache = config.SESSION_CACHE_MS
    ? createSessionCache<SessionUser>({ pgNotifications, log, ttlMs: config.SESSION_CACHE_MS })
    : undefined;
  await sessionCache?.start();
  if (sessionCache) app.addHook("onClose", () => sessionCache.close());
  const session = createSessionReader(db, config.authSecret, sessionCache);
  const accounts = createAccountsRepository(db);
  const limiter = createRateLimiter(db);
  const channelPolicy = createChannelPolicy();
  const realtime = createRealtimeHub({
    ...{ pgNotifications, pool: database.pool, session, policy: channelPolicy, log },
    bus: { kind: config.REALTIME_BUS, redisUrl: config.REDIS_URL },
    presence: { expireMs: config.PRESENCE_EXPIRY_MS },
  });
  app.addHook("onClose", () => realtime.close());
  shareExpertListingsChanges(realtime, app);
  // Live circle rooms: none configured is fine (they show as unavailable); a managed Janus starts here.
  const media = createMediaServer(config, log);
  await media.start();
  app.addHook("onClose", () => media.stop());
  return {
    ...{ app, config, database, db, log, payments, session, accounts, limiter, channelPolicy, realtime },
    pgNotifications,
    publisher: realtime.publisher,
    messenger: createMessenger(config, db, log),
    guard: createAuthGuard(accounts, limiter, config.AUTH_ATTEMPTS_PER_IP),
    storage: createStorage(config),
    jobQueue: createJobQueue(log),
    staffGuard: createStaffGuard(session),
    events: createDomainEvents(),
    media,
  };
}

/** Sign-in (better-auth): a new account and a new session are domain events; suspended members are refused. */
export function createPlatformAuth(
  p: Platform,
  members: { sessionRefusal(userId: string): Promise<{ code: string; message: string } | null> },
): Auth {
  return createAuth(p.config, p.db, p.messenger, {
    onUserCreated: (u) => p.events.emit("account.created", u),
    sessionRefusal: (userId) => members.sessionRefusal(userId),
    onSessionCreated: (s) => p.events.emit("session.created", s),
    log: p.log,
  });
}

/** The auth endpoints with the second factor as a step-up on the session (decisions 019 and 024). */
type SecondFactorChange = NonNullable<SecondFactorDeps["onChange"]>;

function registerPlatformAuth(p: Platform, auth: Auth, onChange: SecondFactorChange): void {
  const { session, accounts, guard, config } = p;
  const secretKey = async () => (await auth.$context).secretConfig;
  const secondFactor = createSecondFactorSteps({
    session,
    accounts,
    guard,
    secret: config.authSecret,
    secretKey,
    onChange,
  });
  registerAuthRoutes(p.app, auth, guard, config.publicUrl, secondFactor, (request) => p.session.forget(request));
}

/** After the module list: events attached, the auth endpoints and realtime, every module's routes in order
 * (and its close on the app's), the OpenAPI document, then files and the web app last. */
export async function startApp(p: Platform, modules: AppModule<object>[], auth: Auth, onChange: SecondFactorChange) {
  for (const m of modules) p.events.on(m.events);
  registerPlatformAuth(p, auth, onChange);
  await p.realtime.register(p.app);
  for (const m of modules) for (const routes of m.routes) await p.app.register(routes);
  for (const m of modules) if (m.close) p.app.addHook("onClose", m.close);
  p.app.get("/api/openapi.json", { schema: { hide: true } }, async () => p.app.swagger());
  serveFilesAndWeb(p.app, p.config, p.session);
}
