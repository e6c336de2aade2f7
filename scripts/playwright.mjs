// Runs Playwright, inside a private network namespace when the machine allows it (TOOLCHAIN.md: WebRTC
// between two pages only connects over loopback reliably when loopback is the only interface).
// Usage: node scripts/playwright.mjs [playwright test arguments...]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureCoturn } from "./ensure-coturn.mjs";
import { root } from "./web-build.mjs";

const playwright = path.join(root, "node_modules", ".bin", "playwright");
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

const quoted = [playwright, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
const r = canIsolate()
  ? spawnSync("unshare", ["-n", "sh", "-c", `ip link set lo up && exec ${quoted}`], { cwd: root, stdio: "inherit" })
  : (console.warn("No private network namespace here: call journeys may not connect (see CONTRIBUTING.md)."),
    spawnSync(playwright, args, { cwd: root, stdio: "inherit" }));
process.exit(r.status ?? 1);
