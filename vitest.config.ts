import os from "node:os";
import { defineConfig } from "vitest/config";

// Timeouts are sized for a busy CI machine (2 cores, load average 8-11), not an idle laptop: a test
// that does real work (an embedded PostgreSQL, a PDF with a Hindi font, a rendered screen) can take
// several times longer there. They bound a hang; they never make an assertion looser.

export default defineConfig({
  test: {
    // Two at least: server tests wait on PostgreSQL and HTTP as much as they compute, so on 2 cores two
    // workers ran the server project in 8.5 min against 14 (one worker, same quiet machine).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "contract",
          include: ["packages/contract/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          // One embedded PostgreSQL for the run, migrated once into a template; each harness copies it
          // (apps/server/test/shared-database.ts). Tests walk real requests.
          globalSetup: ["apps/server/test/global-setup.ts"],
          // One process reads every file (no fresh module graph per file): importing the app took about
          // 5 s per file, over half the run. Nothing here mocks modules; module-level state is either
          // per-app (built by buildApp) or a pure cache (formatters, compiled lexicon, loaded model).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // UTC by default; npm test runs the time-sensitive suites once more under Asia/Kolkata.
          env: { TZ: process.env.SAATHI_TEST_TZ ?? "UTC" },
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
