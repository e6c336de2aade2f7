// Benchmark (issue 7): Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on the landing
// page of the built app, served as by `npm start` on a fresh database with the demo seed. Records the
// performance and accessibility scores, CLS, LCP, TBT and the JavaScript the page loads (the bytes sent,
// brotli, and the same files gzipped, which the budget is stated in). Writes bench/results/lighthouse.json.
// Run: node --import tsx bench/lighthouse.ts   (RUNS=3 by default; the median run is reported)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 3400;
const BASE = `http://localhost:${PORT}`;
const PAGES = (process.env.PAGES ?? "/,/mental-health-tests").split(",");

spawnSync(process.execPath, ["-e", "import('./scripts/web-build.mjs').then(m => m.buildWebIfStale())"], {
  cwd: root,
  stdio: "inherit",
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-lh-"));
const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: "ignore",
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
  },
});

async function healthy(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

interface Item {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const dist = path.join(root, "apps/web/dist");
const gzipOf = (url: string) => {
  const p = path.join(dist, new URL(url).pathname);
  return gzipSync(readFileSync(p), { level: 9 }).length;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

try {
  await healthy(Date.now() + 120_000);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const results: Record<string, unknown> = {};
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await lighthouse(`${BASE}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        if (!r) throw new Error("lighthouse returned nothing");
        const { lhr } = r;
        const items = ((lhr.audits["network-requests"]?.details as { items?: Item[] })?.items ?? []).filter(
          (it) => it.resourceType === "Script" && it.url.startsWith(BASE),
        );
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
          fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
          scripts: items.length,
          jsTransferredKB: +(items.reduce((s, it) => s + (it.transferSize ?? 0), 0) / 1024).toFixed(1),
          jsGzipKB: +(items.reduce((s, it) => s + gzipOf(it.url), 0) / 1024).toFixed(1),
        });
        console.log(page, JSON.stringify(runs.at(-1)));
      }
      const byPerf = [...runs].sort((a, b) => a.performance - b.performance);
      results[page] = {
        median: byPerf[Math.floor(byPerf.length / 2)],
        performance: runs.map((r) => r.performance),
        performanceMedian: median(runs.map((r) => r.performance)),
      };
    }
  } finally {
    await chrome.kill();
  }
  const out = {
    benchmark: "Lighthouse mobile preset (simulated throttling) on the built app",
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cpus, ${os.cpus()[0]?.model ?? "?"}`,
    runs: RUNS,
    targets: { performance: ">= 95", accessibility: ">= 95", cls: "< 0.05", landingJsGzipKB: "<= 120" },
    pages: results,
  };
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/lighthouse.json"), `${JSON.stringify(out, null, 2)}\n`);
  console.log(JSON.stringify(out, null, 2));
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
