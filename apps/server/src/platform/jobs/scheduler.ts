// pg-boss on the same PostgreSQL runs periodic work once across every server process, and one-off
// jobs (a data export to build) sent to a queue by any process and worked by one of them.
import { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { observeJob } from "../observability/jobs.ts";

export interface PeriodicJob {
  name: string;
  /** Cron expression (pg-boss schedules to the minute). */
  cron: string;
  run(): Promise<unknown>;
}

/** A job run once per `send`, with the data it was sent. */
export interface OneOffJob {
  name: string;
  run(data: Record<string, string>): Promise<unknown>;
}

export interface JobQueue {
  send(name: string, data: Record<string, string>): Promise<void>;
}

/**
 * The queue services send one-off jobs to. Until the scheduler is attached (and wherever jobs are
 * off: tests, JOBS=false, benches) a job runs in this process right after the request that sent it,
 * so the feature works the same without pg-boss. `idle()` waits for those (tests, benches).
 */
export function createJobQueue(log: Logger) {
  const handlers = new Map<string, OneOffJob>();
  const running = new Set<Promise<unknown>>();
  let remote: ((name: string, data: Record<string, string>) => Promise<unknown>) | null = null;
  return {
    /** Registers the worker of a one-off job (before any send); its runs are observed like the periodic ones. */
    register(job: OneOffJob) {
      handlers.set(job.name, observeJob(job, log));
    },
    get jobs(): OneOffJob[] {
      return [...handlers.values()];
    },
    /** From now on jobs go to pg-boss (called by startScheduler). */
    attach(send: (name: string, data: Record<string, string>) => Promise<unknown>) {
      remote = send;
    },
    async send(name: string, data: Record<string, string>) {
      if (remote) {
        await remote(name, data);
        return;
      }
      const job = handlers.get(name);
      if (!job) throw new Error(`no worker for job ${name}`);
      const run = new Promise((resolve) => setImmediate(resolve))
        .then(() => job.run(data))
        .catch(() => {}) // logged with the run's job id ("job run failed") and counted by observeJob
        .finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
  };
}

export type LocalJobQueue = ReturnType<typeof createJobQueue>;

/** How often a periodic job's worker asks pg-boss for its run (a run starts at most this late after its minute). */
export const PERIODIC_POLL_SECONDS = 15;

export interface Scheduler {
  stop(): Promise<void>;
}

export async function startScheduler(
  databaseUrl: string,
  jobs: PeriodicJob[],
  log: Logger,
  queue?: LocalJobQueue,
): Promise<Scheduler> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on("error", (err) => log.error({ err }, "job scheduler error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    // A periodic job is due at most once a minute (pg-boss schedules to the minute), so its worker
    // asks for it every PERIODIC_POLL_SECONDS, not pg-boss's default 2 s: with 25 periodic jobs on every
    // node, the default was 25 fetch statements a second per node for work that comes once a minute.
    await boss.work(job.name, { pollingIntervalSeconds: PERIODIC_POLL_SECONDS }, async () => {
      await job.run();
    });
  }
  for (const job of queue?.jobs ?? []) {
    // A build that fails is recorded by the job itself; pg-boss retries only what crashed a process.
    await boss.createQueue(job.name);
    await boss.work<Record<string, string>>(job.name, async (batch) => {
      for (const item of batch) await job.run(item.data);
    });
  }
  queue?.attach((name, data) => boss.send(name, data));
  log.info({ jobs: jobs.map((j) => j.name), oneOff: queue?.jobs.map((j) => j.name) }, "background jobs scheduled");
  return { stop: () => boss.stop({ graceful: true, timeout: 5000 }) };
}
