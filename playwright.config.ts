import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Sized for a busy machine (load 8-11 on 2 cores); waits end as soon as their condition holds. Two
  // lanes side by side (each with its own server) were tried: on 2 cores the journeys' lane slowed as
  // much as the sweeps' lane saved, and a three-person journey ran out of time.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: process.env.E2E_TRACE_SHOTS
      ? "retain-on-failure"
      : { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
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
  // A phone's viewport, touch and user agent, drawn at one device pixel per CSS pixel: the Pixel 7's 2.625
  // made Chromium's software rasteriser paint about 7 times the pixels, and three journey files ran in
  // 68-71 s against 94-112 s (paired, under the same load). Layout, breakpoints and behaviour do not
  // depend on the pixel ratio.
  projects: [{ name: "mobile", use: { ...devices["Pixel 7"], deviceScaleFactor: 1, browserName: "chromium" } }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
