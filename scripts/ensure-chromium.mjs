// The browser journeys need Debian's Chromium; install it through apt when missing and running as root.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
    return false;
  }
  console.log("Installing Chromium with apt (about 35 s)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return r.status === 0 && existsSync(path);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
