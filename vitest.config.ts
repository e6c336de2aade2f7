import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contract",
          include: ["packages/contract/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // UTC by default; npm test runs the time-sensitive suites once more under Asia/Kolkata.
          env: { TZ: process.env.SAATHI_TEST_TZ ?? "UTC" },
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
