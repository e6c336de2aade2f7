// Starts the whole product for the Playwright journeys: a fresh database under .tmp/, the built web app.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { buildWebIfStale, root } from "./web-build.mjs";

await buildWebIfStale();
const dataDir = mkdtempSync(path.join(root, ".tmp", "e2e-"));
const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
    PASSWORD_HASH_COST: "test",
    // Every journey's members sign up and in from one loopback address: at 100 attempts in 10 minutes
    // (the production limit, proved by the API tests) the journeys' last minutes were refused with 429.
    AUTH_ATTEMPTS_PER_IP: "100000",
    // Live circle rooms run on a private Janus beside the server. Janus takes no loopback candidates: in
    // the journeys' network namespace its ICE uses the local link scripts/playwright.mjs adds (saathi0).
    MEDIA_SERVER: process.env.MEDIA_SERVER ?? "managed",
    JANUS_ICE_INTERFACES: process.env.JANUS_ICE_INTERFACES ?? (existsSync("/sys/class/net/saathi0") ? "saathi0" : "lo"),
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
