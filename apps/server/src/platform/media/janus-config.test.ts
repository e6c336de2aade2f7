import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeJanusConfig } from "./janus-config.ts";

describe("writeJanusConfig", () => {
  const base = mkdtempSync(path.join(os.tmpdir(), "janus-config-"));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it("keeps the configuration private but leaves the folders it creates above it passable", () => {
    // .tmp/janus-… made on a fresh clone once made .tmp itself 0700, and the journeys' PostgreSQL
    // (running as its own user under root) could no longer reach .tmp/e2e-….
    const parent = path.join(base, "shared");
    const dir = path.join(parent, "janus");
    writeJanusConfig({
      dir,
      libDir: path.join(base, "no-lib"),
      apiPort: 18_088,
      adminPort: 17_088,
      adminSecret: "admin-secret",
      apiSecret: "api-secret",
      roomAdminKey: "room-key",
      rtpPortRange: "20000-20100",
    });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, "janus.jcfg")).mode & 0o077).toBe(0);
    expect(statSync(parent).mode & 0o001, "others may pass through the parent").toBe(0o001);
  });
});
