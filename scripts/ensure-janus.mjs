// Live circle rooms run through Janus (Debian's `janus`: the AudioBridge plugin and the HTTP
// transport). Install it through apt when missing and running as root, as scripts/ensure-coturn.mjs
// does for coturn. Saathi starts its own private Janus (MEDIA_SERVER=managed, and the tests) with a
// configuration written under DATA_DIR or .tmp: the package's system service stays off (containers'
// policy-rc.d refuses service starts; where init started it, this stops it, since its packaged
// configuration opens the API on every interface).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

const CANDIDATES = ["/usr/bin/janus", "/usr/local/bin/janus", "/opt/janus/bin/janus"];

/** The janus binary (JANUS_PATH, or Debian's / a source build's), or null when it is not installed. */
export function janusPath() {
  const wanted = process.env.JANUS_PATH;
  if (wanted) return existsSync(wanted) ? wanted : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/** Pids of running janus processes (Linux /proc). */
function runningJanus() {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "janus") pids.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return pids;
}

export function ensureJanus() {
  if (janusPath()) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      "Janus is missing, so live circle rooms cannot be tested or run here. Install it (sudo apt-get install janus) or set JANUS_PATH.",
    );
    return false;
  }
  console.log("Installing Janus with apt (a few seconds)…");
  const before = new Set(runningJanus());
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "janus"], {
    stdio: "inherit",
    env,
  });
  if (runningJanus().some((pid) => !before.has(pid))) {
    if (existsSync("/bin/systemctl")) spawnSync("systemctl", ["disable", "--now", "janus"], { stdio: "inherit" });
    else if (existsSync("/etc/init.d/janus")) spawnSync("/etc/init.d/janus", ["stop"], { stdio: "inherit" });
  }
  return r.status === 0 && janusPath() !== null;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureJanus() ? 0 : 1);
