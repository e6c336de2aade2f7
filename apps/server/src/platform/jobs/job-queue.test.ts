// One-off jobs: in this process until the scheduler attaches, then to pg-boss (here a fake sender).
import pino from "pino";
import { describe, expect, it } from "vitest";
import { runContext } from "../observability/context.ts";
import { createLogger } from "../observability/logger.ts";
import { registry } from "../observability/metrics.ts";
import { createJobQueue } from "./scheduler.ts";

/** A logger like the server's (its mixin adds the job id) whose lines are kept, parsed. */
function keptLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("debug", { write: (s: string) => void lines.push(JSON.parse(s)) });
  return { log, lines };
}
const runsOf = async (job: string, outcome: string) => {
  const metric = await registry.getSingleMetric("saathi_job_runs_total")?.get();
  return metric?.values.find((v) => v.labels.job === job && v.labels.outcome === outcome)?.value ?? 0;
};

describe("job queue", () => {
  it("runs a job in this process after the sender returns, and idle() waits for it", async () => {
    const queue = createJobQueue(pino({ level: "silent" }));
    const ran: string[] = [];
    queue.register({ name: "build", run: async ({ id }) => void ran.push(id ?? "") });
    await queue.send("build", { id: "a" });
    expect(ran).toEqual([]);
    await queue.idle();
    expect(ran).toEqual(["a"]);
  });

  it("a failing job is logged, never thrown at the sender", async () => {
    const queue = createJobQueue(pino({ level: "silent" }));
    queue.register({ name: "boom", run: () => Promise.reject(new Error("no")) });
    await expect(queue.send("boom", {})).resolves.toBeUndefined();
    await queue.idle();
  });

  it("sends to the scheduler once attached; an unknown job is an error", async () => {
    const queue = createJobQueue(pino({ level: "silent" }));
    await expect(queue.send("nobody", {})).rejects.toThrow("no worker for job nobody");
    const sent: [string, Record<string, string>][] = [];
    queue.attach(async (name, data) => sent.push([name, data]));
    await queue.send("build", { id: "b" });
    expect(sent).toEqual([["build", { id: "b" }]]);
  });

  it("a one-off run (in this process) logs with its own job id and the job's name, like a periodic run, and is counted", async () => {
    const { log, lines } = keptLogger();
    const queue = createJobQueue(log);
    queue.register({ name: "test-one-off", run: async ({ id }) => log.info({ id }, "inside the one-off job") });
    queue.register({ name: "test-one-off-bad", run: () => Promise.reject(new Error("broken")) });
    const before = { ok: await runsOf("test-one-off", "ok"), failed: await runsOf("test-one-off-bad", "failed") };
    // Sent from inside a request: the run is the job's, not the request's.
    await runContext.run({ reqId: "req-1" }, async () => {
      await queue.send("test-one-off", { id: "a" });
      await queue.send("test-one-off", { id: "b" });
      await queue.send("test-one-off-bad", {});
    });
    await queue.idle();
    const inside = lines.filter((l) => l.msg === "inside the one-off job");
    expect(inside.map((l) => l.id)).toEqual(["a", "b"]);
    for (const l of inside) {
      expect(l.jobId).toMatch(/^[0-9a-f-]{36}$/);
      expect(l.job).toBe("test-one-off");
      expect(l.reqId).toBeUndefined();
    }
    expect(inside[0]?.jobId).not.toBe(inside[1]?.jobId);
    // The same keys as a periodic run's line ("job run", at debug level).
    const done = lines.filter((l) => l.msg === "job run" && l.job === "test-one-off");
    expect(done.map((l) => l.jobId).sort()).toEqual(inside.map((l) => l.jobId).sort());
    const failed = lines.filter((l) => l.msg === "job run failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ job: "test-one-off-bad", jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await runsOf("test-one-off", "ok")).toBe(before.ok + 2);
    expect(await runsOf("test-one-off-bad", "failed")).toBe(before.failed + 1);
  });

  it("the runs pg-boss's worker calls (queue.jobs) are the observed ones", async () => {
    const { log, lines } = keptLogger();
    const queue = createJobQueue(log);
    queue.register({ name: "test-boss-one-off", run: async () => log.info("inside") });
    await queue.jobs[0]?.run({});
    expect(lines.find((l) => l.msg === "inside")).toMatchObject({
      job: "test-boss-one-off",
      jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
