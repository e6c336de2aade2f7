// Which request or job the running code serves: every log line written inside one carries its id
// (the logger's mixin reads this), whichever logger the code was handed.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RunContext {
  /** The request's id (Fastify's reqId, also sent back as x-request-id). */
  reqId?: string;
  /** A job run's id and the job's name. */
  jobId?: string;
  job?: string;
}

export const runContext = new AsyncLocalStorage<RunContext>();

/** pino mixin: the ids of the request or job the line is written in (a copy: pino merges into it). */
export function logMixin(): RunContext {
  const store = runContext.getStore();
  return store ? { ...store } : {};
}
