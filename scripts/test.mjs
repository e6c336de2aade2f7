// npm test: types, lint, unit + API integration tests (Vitest), browser journeys (Playwright).
// Ends with one line "Total: N passed, N failed" that sums every suite.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureJanus } from "./ensure-janus.mjs";
import { root } from "./web-build.mjs";

const out = path.join(root, ".tmp", "test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" };
let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test by name and the first line of why, printed again at the very end: CI keeps only the tail. */
const failedTests = [];
/** How long each stage took, printed at the end: the whole suite is to stay well under 25 minutes. */
const timings = [];
const suiteStarted = Date.now();

/** The first line of an error message, without colours, at most 300 characters. */
const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ""))
    .trim()
    .split("\n")[0]
    .slice(0, 300);

/**
 * Adds a Vitest JSON report (Jest's format) to the totals and lists its failed tests: file, full name and
 * the first line of the message. A missing report counts as one failure. Returns the report, or null.
 */
function countVitest(file, label) {
  if (!existsSync(file)) {
    failed++;
    return null;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const result of report.testResults ?? []) {
    const rel = path.relative(root, result.name ?? "");
    for (const t of result.assertionResults ?? []) {
      if (t.status !== "failed") continue;
      failedTests.push(`${label}: ${rel} › ${t.fullName}\n      ${firstLine(t.failureMessages?.[0])}`);
    }
    // A file that failed before any test ran (a syntax error, a failing beforeAll).
    if (result.status === "failed" && !(result.assertionResults ?? []).some((t) => t.status === "failed"))
      failedTests.push(`${label}: ${rel}\n      ${firstLine(result.message)}`);
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  return report;
}

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = (Date.now() - started) / 1000;
  timings.push(`${label.replace(/ \(.*$/, "")} ${seconds.toFixed(0)} s`);
  console.log(`  ${label}: ${r.status === 0 ? "ok" : "FAILED"} in ${seconds.toFixed(1)} s`);
  if (r.status !== 0) failures.push(label);
  return r.status === 0;
}

const bin = (name) => path.join(root, "node_modules", ".bin", name);

if (run("types (tsc -b)", bin("tsc"), ["-b"])) passed++;
else failed++;
if (run("lint (biome)", bin("biome"), ["check", "."])) passed++;
else failed++;
// The catalogs match the code (extraction), Hindi has every message, and no user-visible
// text is written outside the catalogs.
if (run("translations (lingui check sync)", bin("lingui"), ["check", "sync"])) passed++;
else failed++;
if (
  run("translations (lingui check missing, hi)", bin("lingui"), [
    "check",
    "missing",
    "--mode",
    "catalog",
    "--locale",
    "hi",
  ])
)
  passed++;
else failed++;
if (
  run("text outside the catalogs (scripts/i18n/literal-text.mjs)", process.execPath, ["scripts/i18n/literal-text.mjs"])
)
  passed++;
else failed++;

// One after the other. The journeys were tried beside the Vitest runs (one journey alone keeps about one
// core busy), but with the server tests' two workers the 2 cores were saturated (load 9): 14 minutes in,
// Vitest had not finished and the journeys had done 54 of 174, no faster than one after the other, and
// the tests that time a restart ran at three times the load.
const vitestJson = path.join(out, "vitest.json");
// The live-room tests start a private Janus (apps/server/src/platform/media); without one they skip and say why.
ensureJanus();
run("unit and API tests (vitest)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const utc = countVitest(vitestJson, "vitest");
// Vitest's exit status alone has said "ok" over failed tests: the report decides.
if (utc && utc.success === false && !failures.includes("unit and API tests (vitest)"))
  failures.push("unit and API tests (vitest)");
// A run that failed with no test failed (a file that could not load) counts once.
if (utc && utc.numTotalTestSuites > 0 && utc.success === false && utc.numFailedTests === 0) failed++;

// ARCHITECTURE.md: tests run in UTC and once more in India's time zone, where dates and slots are
// shown to most members (the suites that compute times, days and dates).
const kolkataJson = path.join(out, "vitest-kolkata.json");
run(
  "time-sensitive tests again under Asia/Kolkata (vitest)",
  bin("vitest"),
  [
    "run",
    "--reporter=dot",
    "--reporter=json",
    `--outputFile.json=${kolkataJson}`,
    "packages/contract",
    "apps/server/src/modules/availability",
    "apps/server/src/modules/bookings",
    "apps/server/src/modules/experts",
    "apps/server/src/modules/calls",
    "apps/server/src/modules/assessments",
    "apps/web/src/features/bookings",
    "apps/web/src/features/experts",
    "apps/web/src/features/chat",
    "apps/web/src/features/tools",
    "apps/web/src/lib",
  ],
  { TZ: "Asia/Kolkata", SAATHI_TEST_TZ: "Asia/Kolkata" },
);
const kolkata = countVitest(kolkataJson, "vitest (Asia/Kolkata)");
const kolkataLabel = "time-sensitive tests again under Asia/Kolkata (vitest)";
if (kolkata && kolkata.success === false && !failures.includes(kolkataLabel)) failures.push(kolkataLabel);
if (kolkata && kolkata.success === false && kolkata.numFailedTests === 0) failed++;

if (ensureChromium()) {
  const pwJson = path.join(out, "playwright.json");
  run(
    "browser journeys (playwright)",
    process.execPath,
    [path.join(root, "scripts", "playwright.mjs"), "--reporter=list,json"],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    },
  );
  if (existsSync(pwJson)) {
    const report = JSON.parse(readFileSync(pwJson, "utf8"));
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === "unexpected" || t.status === "flaky") {
            const err = t.results?.find((r) => r.error)?.error?.message;
            failedTests.push(
              `playwright [${t.projectName}] (${t.status}): ${spec.file}:${spec.line} › ${spec.title}\n      ${firstLine(err)}`,
            );
          }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    const s = report.stats;
    passed += s.expected;
    failed += s.unexpected + s.flaky;
  } else failed++;
} else {
  failures.push("chromium missing");
  failed++;
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join("\n")}`);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(
  `\nTime: ${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min (${timings.join(", ")}; load average ${os.loadavg()[1].toFixed(1)} over the last 5 min)`,
);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
