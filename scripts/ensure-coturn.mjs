// The relay-only call journey (e2e/call-relay.spec.ts) needs Debian's coturn (`turnserver`); install it
// through apt when missing and running as root. The journey starts its own turnserver on a free port:
// the package's system service stays off (Debian's /etc/default/coturn leaves TURNSERVER_ENABLED unset,
// and containers' policy-rc.d refuses service starts), and this checks that nothing listens on 3478.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

const CANDIDATES = ["/usr/bin/turnserver", "/usr/sbin/turnserver"];

/** The turnserver binary (TURNSERVER_PATH, or Debian's), or null when it is not installed. */
export function turnserverPath() {
  const wanted = process.env.TURNSERVER_PATH;
  if (wanted) return existsSync(wanted) ? wanted : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/** Pids of running turnserver processes (Linux /proc). */
function runningTurnservers() {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "turnserver") pids.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return pids;
}

export function ensureCoturn() {
  if (turnserverPath()) return true;
  if (process.getuid?.() !== 0) {
    console.error("coturn (turnserver) is missing. Install it (apt-get install coturn) or set TURNSERVER_PATH.");
    return false;
  }
  console.log("Installing coturn with apt (a few seconds)…");
  const before = new Set(runningTurnservers());
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "coturn"], { stdio: "inherit", env });
  // A system whose init started the packaged service: stop it (the tests start their own, elsewhere).
  if (runningTurnservers().some((pid) => !before.has(pid)) && existsSync("/etc/init.d/coturn"))
    spawnSync("/etc/init.d/coturn", ["stop"], { stdio: "inherit" });
  return r.status === 0 && turnserverPath() !== null;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureCoturn() ? 0 : 1);
