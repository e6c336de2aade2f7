// Runs Playwright, inside a private network namespace when the machine allows it (TOOLCHAIN.md: WebRTC
// between two pages only connects over loopback reliably when loopback is the only interface).
// Usage: node scripts/playwright.mjs [playwright test arguments...]
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ensureCoturn } from "./ensure-coturn.mjs";
import { ensureJanus } from "./ensure-janus.mjs";
import { root } from "./web-build.mjs";

const playwright = path.join(root, "node_modules", ".bin", "playwright");

// Every journey takes `test` from e2e/support/test.ts, whose fixture closes the contexts a journey opened:
// left open, the pages of earlier journeys kept running and loaded the machine for every later one.
const e2eDir = path.join(root, "e2e");
const strays = readdirSync(e2eDir).filter(
  (f) =>
    f.endsWith(".spec.ts") &&
    /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*"@playwright\/test"/.test(readFileSync(path.join(e2eDir, f), "utf8")),
);
if (strays.length) {
  console.error(
    `These journeys import test from @playwright/test; import it from ./support/test.ts: ${strays.join(", ")}`,
  );
  process.exit(1);
}
const args = ["test", ...process.argv.slice(2)];

/** True when `unshare -n` works here (root, or user namespaces allowed). */
function canIsolate() {
  if (process.env.E2E_NO_NETNS) return false;
  const r = spawnSync("unshare", ["-n", "sh", "-c", "ip link set lo up"], { stdio: "ignore" });
  return r.status === 0;
}

// The relay-only call journey needs coturn: install it here, outside the namespace, where apt can reach
// the network (the journey itself fails with a clear message when it is still missing).
const files = args.filter((a) => a.endsWith(".ts"));
if (!files.length || files.some((f) => f.includes("call-relay"))) ensureCoturn();
// The journey server runs live circle rooms on a managed Janus (scripts/e2e-server.mjs): install it likewise.
ensureJanus();

const quoted = [playwright, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
// Janus takes no ICE candidates on loopback, so the namespace gets one more local address for the live
// circle rooms' media server (a veth pair: saathi0 holds 10.203.0.1; nothing leaves the namespace).
const mediaLink =
  "(ip link add saathi0 type veth peer name saathi1 && ip addr add 10.203.0.1/24 dev saathi0 && ip link set saathi0 up && ip link set saathi1 up || true)";
const r = canIsolate()
  ? spawnSync("unshare", ["-n", "sh", "-c", `ip link set lo up && ${mediaLink} && exec ${quoted}`], {
      cwd: root,
      stdio: "inherit",
    })
  : (console.warn("No private network namespace here: call journeys may not connect (see CONTRIBUTING.md)."),
    spawnSync(playwright, args, { cwd: root, stdio: "inherit" }));
process.exit(r.status ?? 1);
