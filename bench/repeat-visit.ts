// Benchmark: a member's repeat visit to /feed served by the service worker, on a slow mobile
// network (150 ms round trip, 1.6 Mbps down, applied at the socket, so the worker's own fetches pay it
// too) and a 4x slower CPU, against the first visit on the same network. Target: repeat visit under 1 s.
// Records first contentful paint, largest contentful paint, and when the first post of the feed is on
// screen, for each run; the median is reported. Writes bench/results/repeat-visit.json.
// Run: node --import tsx bench/repeat-visit.ts   (RUNS=5 by default)
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { root, startProductServer } from "./support/product-server.ts";
import { startSlowNetwork } from "./support/slow-network.ts";

const RUNS = Number(process.env.RUNS ?? 5);
const server = await startProductServer(3410, "repeat-visit");
const serverPort = Number(new URL(server.base).port);
const slow = await startSlowNetwork(serverPort);
// "localhost" so the page is a secure context (service workers need one).
const BASE = `http://localhost:${slow.port}`;

interface Visit {
  fcpMs: number;
  lcpMs: number;
  firstPostMs: number;
  fromWorker: boolean;
}

/** Loads /feed and reads the paint timings and when the first post showed, from navigation start. */
async function visit(page: Page): Promise<Visit> {
  await page.goto("/feed", { waitUntil: "commit" });
  await page.getByRole("article").first().waitFor({ timeout: 60_000 });
  const firstPostMs = (await page.evaluate("performance.now()")) as number;
  await page.waitForTimeout(300); // let the last LCP entry land
  // In the page (a string: this project's bench types have no DOM): paints, the last LCP, and whether
  // the navigation was answered by the service worker.
  const timings = (await page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const lcp = list.getEntries().at(-1);
      const fcp = performance.getEntriesByName("first-contentful-paint")[0];
      const nav = performance.getEntriesByType("navigation")[0];
      resolve({ fcp: fcp ? fcp.startTime : NaN, lcp: lcp ? lcp.startTime : NaN, worker: nav ? nav.workerStart > 0 : false });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  })`)) as { fcp: number; lcp: number; worker: boolean };
  return {
    fcpMs: Math.round(timings.fcp),
    lcpMs: Math.round(timings.lcp),
    firstPostMs: Math.round(firstPostMs),
    fromWorker: timings.worker,
  };
}

/** `navigator.serviceWorker` inside the page (this project's bench types have no DOM). */
type InPage = {
  navigator: { serviceWorker: { controller: unknown; ready: Promise<{ active: { state: string } | null }> } };
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const first: Visit[] = [];
const repeat: Visit[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({
      baseURL: BASE,
      serviceWorkers: "allow",
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const res = await context.request.post("/api/auth/sign-in/email", {
      data: { email: "meera@saathi.demo", password: "saathi123" },
      headers: { origin: BASE },
    });
    if (!res.ok()) throw new Error(`sign-in: ${res.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    first.push(await visit(page));
    // The worker installs in the background and precaches the shell; wait until it is in charge.
    await page.waitForFunction(
      () => (globalThis as unknown as InPage).navigator.serviceWorker.controller !== null,
      null,
      { timeout: 120_000 },
    );
    await page.waitForFunction(
      async () => (await (globalThis as unknown as InPage).navigator.serviceWorker.ready).active?.state === "activated",
    );
    repeat.push(await visit(page));
    console.log(`run ${i + 1}: first ${JSON.stringify(first.at(-1))} repeat ${JSON.stringify(repeat.at(-1))}`);
    await context.close();
  }
} finally {
  await browser.close();
  await slow.close();
  await server.stop();
}

const summary = (xs: Visit[]) => ({
  fcpMs: median(xs.map((x) => x.fcpMs)),
  lcpMs: median(xs.map((x) => x.lcpMs)),
  firstPostMs: median(xs.map((x) => x.firstPostMs)),
  fromWorker: xs.every((x) => x.fromWorker),
});
const out = {
  benchmark: "/feed first and repeat visit (service worker), slow 4G at the socket (150 ms RTT, 1.6 Mbps), CPU 4x",
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cpus, ${os.cpus()[0]?.model ?? "?"}`,
  runs: RUNS,
  target: { repeatVisitMs: "< 1000 (largest contentful paint)" },
  firstVisit: summary(first),
  repeatVisit: summary(repeat),
  all: { first, repeat },
};
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/repeat-visit.json"), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify({ firstVisit: out.firstVisit, repeatVisit: out.repeatVisit }, null, 2));
