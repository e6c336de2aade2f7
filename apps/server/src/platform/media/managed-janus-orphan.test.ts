// A managed Janus dies with the process that started it, even when that process is SIGKILLed and
// nobody starts it again (npm start stopped, a test that kills its server): no orphan keeps its ports.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../../test/process-helpers.ts";
import { managedJanusProblem } from "./managed-janus.ts";

const problem = managedJanusProblem();
const dir = mkdtempSync(path.join(tmpdir(), "saathi-janus-orphan-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(readStatus(pid));
function readStatus(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return "";
  }
}

describe.skipIf(problem !== null || !existsSync("/usr/bin/setpriv"))("a managed Janus", () => {
  it("ends when the server that started it is killed with SIGKILL", async () => {
    const script = `
      import { startManagedJanus } from ${JSON.stringify(path.join(ROOT, "apps/server/src/platform/media/managed-janus.ts"))};
      const j = await startManagedJanus({ dir: ${JSON.stringify(dir)}, rtpPortRange: "20400-20419" });
      console.log("JANUS " + j.pid);
      setInterval(() => {}, 1000);`;
    const server = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      const lines = createInterface({ input: server.stdout });
      lines.on("line", (l) => l.startsWith("JANUS ") && resolve(Number(l.slice(6))));
      server.once("exit", () => reject(new Error("the server ended before Janus started")));
    });
    expect(alive(pid)).toBe(true);
    server.kill("SIGKILL");
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alive(pid)).toBe(false);
  }, 60_000);
});
