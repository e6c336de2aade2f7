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
          globalSetup: ["apps/server/test/global-setup.ts"],
          setupFiles: ["apps/server/test/setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          env: { TZ: "UTC" },
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
