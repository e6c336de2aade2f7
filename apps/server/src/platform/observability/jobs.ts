// Background job runs, seen from outside the scheduler: each run gets an id that every log line it
// writes carries, a span when tracing is on, and its outcome and duration in the metrics.
import { randomUUID } from "node:crypto";
import { SpanKind } from "@opentelemetry/api";
import type { Logger } from "pino";
import { runContext } from "./context.ts";
import { metrics } from "./metrics.ts";
import { endSpan, tracer, tracingEnabled } from "./tracing.ts";

interface RunnableJob<A extends unknown[]> {
  name: string;
  run(...args: A): Promise<unknown>;
}

/**
 * The same job, observed: the periodic jobs are wrapped before they are handed to the scheduler, the
 * one-off jobs (a data export to build) when they are registered with the job queue. A one-off run's
 * data (ids) is passed through, never logged.
 */
export function observeJob<A extends unknown[], J extends RunnableJob<A>>(job: J & RunnableJob<A>, log: Logger): J {
  const run = async (...args: A) => {
    const started = performance.now();
    const body = async () => {
      try {
        const result = await job.run(...args);
        metrics.job(job.name, "ok", performance.now() - started);
        log.debug({ ms: Math.round(performance.now() - started) }, "job run");
        return result;
      } catch (err) {
        metrics.job(job.name, "failed", performance.now() - started);
        log.error({ err }, "job run failed");
        throw err;
      }
    };
    return runContext.run({ jobId: randomUUID(), job: job.name }, () => {
      if (!tracingEnabled()) return body();
      return tracer().startActiveSpan(
        `job ${job.name}`,
        { kind: SpanKind.INTERNAL, attributes: { "job.name": job.name } },
        async (span) => {
          try {
            const result = await body();
            endSpan(span, null);
            return result;
          } catch (err) {
            endSpan(span, err);
            throw err;
          }
        },
      );
    });
  };
  return { ...job, run };
}

export const observeJobs = <J extends RunnableJob<[]>>(jobs: J[], log: Logger): J[] =>
  jobs.map((j) => observeJob(j, log));
