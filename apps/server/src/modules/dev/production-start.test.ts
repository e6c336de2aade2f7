// The real entry point (node --import tsx apps/server/src/main.ts) refuses to start in
// production without PUBLIC_URL, AUTH_SECRET and SMTP_URL: exit status 78 (EX_CONFIG: a restart cannot
// fix it, the supervisor stops trying) and one message naming each missing variable.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exitWithin, processGroup } from "../../../test/process-helpers.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-prod-start-"));
const processes = processGroup();

afterAll(() => {
  processes.killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server with exactly this environment (plus PATH and HOME); answers its exit and output. */
const start = (env: Record<string, string>) =>
  exitWithin(
    processes.start(["--import", "tsx", "apps/server/src/main.ts"], {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      DATA_DIR: dataDir,
      ...env,
    }),
    60_000,
  );

describe("a production start without its settings", () => {
  it("exits with 78 and names PUBLIC_URL, AUTH_SECRET and SMTP_URL in one message", async () => {
    const { status, output } = await start({ NODE_ENV: "production" });
    expect(status).toBe(78);
    expect(output).toContain("Invalid configuration:");
    expect(output).toContain("AUTH_SECRET: is required in production");
    expect(output).toContain("SMTP_URL: is required in production");
    expect(output).toContain("PUBLIC_URL: is required in production");
    // One message, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /);
  }, 90_000);

  it("names only what is missing", async () => {
    const { status, output } = await start({
      NODE_ENV: "production",
      PUBLIC_URL: "https://saathi.example",
      SMTP_URL: "smtps://mail.example:465",
    });
    expect(status).toBe(78);
    expect(output).toContain("AUTH_SECRET: is required in production");
    expect(output).not.toContain("SMTP_URL");
    expect(output).not.toContain("PUBLIC_URL");
  }, 90_000);
});
