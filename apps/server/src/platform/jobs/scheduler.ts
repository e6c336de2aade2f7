// pg-boss on the same PostgreSQL runs periodic work once across every server process.
import { PgBoss } from "pg-boss";
import type { Logger } from "pino";

export interface PeriodicJob {
  name: string;
  /** Cron expression (pg-boss schedules to the minute). */
  cron: string;
  run(): Promise<unknown>;
}

export interface Scheduler {
  stop(): Promise<void>;
}

export async function startScheduler(databaseUrl: string, jobs: PeriodicJob[], log: Logger): Promise<Scheduler> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on("error", (err) => log.error({ err }, "job scheduler error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      await job.run();
    });
  }
  log.info({ jobs: jobs.map((j) => j.name) }, "background jobs scheduled");
  return { stop: () => boss.stop({ graceful: true, timeout: 5000 }) };
}
