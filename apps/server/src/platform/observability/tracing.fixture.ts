// Run by tracing.test.ts in a child process (tracing registers globals): tracing on, the harness app,
// one HTTP request that queries the database, one observed job run and one one-off job run (as the
// job queue runs a data export); then flush and exit.
import { startHarness } from "../../../test/harness.ts";
import { createJobQueue } from "../jobs/scheduler.ts";
import { observeJob } from "./jobs.ts";
import { createLogger } from "./logger.ts";
import { startTracing } from "./tracing.ts";

const tracing = await startTracing();
if (!tracing) throw new Error("OTEL_EXPORTER_OTLP_ENDPOINT is not set");
const h = await startHarness();
try {
  const r = await h.app.inject({
    url: "/api/experts/00000000-0000-4000-8000-000000000000/availability",
    headers: { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" },
  });
  console.log(`status ${r.statusCode}`);
  const job = observeJob(
    { name: "trace-probe", cron: "* * * * *", run: () => h.database.pool.query("select 1 as probe") },
    createLogger("silent"),
  );
  await job.run();
  const queue = createJobQueue(createLogger("silent"));
  queue.register({ name: "trace-one-off", run: () => h.database.pool.query("select 2 as one_off") });
  await queue.send("trace-one-off", {});
  await queue.idle();
  await tracing.flush();
} finally {
  await h.close();
  await tracing.shutdown();
}
