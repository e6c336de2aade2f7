import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The sweeps' own server (its own database), next to the journeys' one.
const SWEEPS_PORT = PORT + 1;
const phone = { ...devices["Pixel 7"], browserName: "chromium" as const };

/**
 * Two lanes run side by side, each against a server and database of its own, so nothing one lane
 * writes (the demo accounts' language, bookings, read notifications, the admin's used authenticator
 * codes, rate limits per address) can reach the other. This lane: the read-mostly sweeps of many
 * screens, and journeys that only use accounts they create themselves (to even out the two lanes).
 */
const SWEEPS = ["hindi-screens", "signed-in-a11y", "width-sweep", "landing", "tools", "wellness", "games"].map(
  (n) => `**/${n}.spec.ts`,
);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // One worker per lane (each project's `workers`): files of a lane run one after another, in order,
  // as they share their lane's server; the two lanes run side by side.
  workers: 2,
  retries: 0,
  // Sized for a busy machine (load 8-11 on 2 cores) with the two lanes running at once: each lane's
  // browser and server share the cores with the other's. Waits end as soon as their condition holds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // The app's service worker precaches ~200 files per new context; journeys run without it, and the
    // installable-app and offline journeys (e2e/pwa.spec.ts, e2e/offline.spec.ts) allow it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Calls: fake camera and microphone, no permission prompt, ICE over loopback (TOOLCHAIN.md).
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        "--allow-loopback-in-peer-connection",
      ],
    },
  },
  projects: [
    { name: "mobile", testIgnore: SWEEPS, workers: 1, use: phone },
    {
      name: "mobile-sweeps",
      testMatch: SWEEPS,
      workers: 1,
      use: { ...phone, baseURL: `http://localhost:${SWEEPS_PORT}` },
    },
  ],
  // Started one after the other: the first builds the web app when it is stale, the second finds it built.
  webServer: [
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://localhost:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT) },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://localhost:${SWEEPS_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // The specs send better-auth's origin header as ORIGIN (e2e/support/outbox.ts, the first server's).
      env: { PORT: String(SWEEPS_PORT), TRUSTED_ORIGINS: `http://localhost:${PORT}` },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
