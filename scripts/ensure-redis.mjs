// The realtime Redis bus tests need Debian's redis-server; install it through apt when missing and
// running as root. The package would start a daemon on 6379: a policy-rc.d denies that for the
// install, and any daemon that started anyway is stopped (tests start their own on a free port).
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

export function ensureRedis() {
  const path = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    console.error(
      `redis-server is missing at ${path}. Install it (apt-get install redis-server) or set REDIS_SERVER_PATH.`,
    );
    return null;
  }
  console.log("Installing redis-server with apt (about 10 s)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "redis-server"], { stdio: "inherit", env });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  // Whatever started it, no daemon stays on 6379.
  spawnSync("service", ["redis-server", "stop"], { stdio: "ignore", env });
  return existsSync(path) ? path : null;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureRedis() ? 0 : 1);
