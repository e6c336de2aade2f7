// A private Janus's configuration folder, written by Saathi: only the AudioBridge plugin (and
// VideoRoom, for optional video), only the HTTP transport, its API and its admin API bound to
// 127.0.0.1 (the admin API behind a secret), no event handlers, no loggers. Media ports (UDP) are
// the only thing it offers the network; ICE may be held to chosen interfaces (loopback in tests).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const JANUS_BINARIES = ["/usr/bin/janus", "/usr/local/bin/janus", "/opt/janus/bin/janus"];

/** The janus binary (JANUS_PATH, or where Debian and source builds put it), or null. */
export function janusBinary(wanted = process.env.JANUS_PATH): string | null {
  if (wanted) return existsSync(wanted) ? wanted : null;
  return JANUS_BINARIES.find((p) => existsSync(p)) ?? null;
}

/** Janus's library folder (plugins/, transports/…): Debian's multiarch one, or a source build's. */
export function janusLibDir(): string | null {
  const roots = ["/usr/lib", "/usr/local/lib", "/opt/janus/lib"];
  for (const root of roots) {
    if (!existsSync(root)) continue;
    if (existsSync(path.join(root, "janus", "plugins"))) return path.join(root, "janus");
    for (const sub of readdirSync(root))
      if (existsSync(path.join(root, sub, "janus", "plugins"))) return path.join(root, sub, "janus");
  }
  return null;
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface JanusConfigOptions {
  /** The folder to write (made if missing; the files in it are replaced). */
  dir: string;
  libDir: string;
  apiPort: number;
  adminPort: number;
  adminSecret: string;
  apiSecret: string;
  /** Required by the AudioBridge and VideoRoom plugins to create rooms. */
  roomAdminKey: string;
  /** UDP ports for media, "min-max". */
  rtpPortRange: string;
  /** Only these interfaces for ICE candidates (e.g. "lo" in tests, "eth0" on a server). */
  iceInterfaces?: string;
  /** Public address(es) when the machine sits behind a 1:1 NAT (cloud machines). */
  nat1to1?: string;
  videoRoom?: boolean;
  debugLevel?: number;
}

const KEPT_PLUGINS = (video: boolean) => ["libjanus_audiobridge.so", ...(video ? ["libjanus_videoroom.so"] : [])];
const KEPT_TRANSPORTS = ["libjanus_http.so"];

/** Every library in a folder but the kept ones (Janus's `disable` lists what not to load). */
function others(folder: string, kept: string[]): string {
  if (!existsSync(folder)) return "";
  return readdirSync(folder)
    .filter((f) => f.endsWith(".so") && !kept.includes(f))
    .join(",");
}

/** jcfg strings: the values here are ours (ports, base64url secrets, interface names), checked anyway. */
function q(value: string): string {
  if (!/^[\w.,:/\- ]*$/.test(value)) throw new Error(`unsafe value for the Janus configuration: ${value}`);
  return `"${value}"`;
}

export function writeJanusConfig(o: JanusConfigOptions): { configFile: string } {
  // Only the configuration folder is private: folders created above it keep the usual mode, so that a
  // shared parent (such as .tmp, where the journeys' database lives) stays passable for PostgreSQL.
  mkdirSync(path.dirname(o.dir), { recursive: true });
  mkdirSync(o.dir, { recursive: true, mode: 0o700 });
  const lib = o.libDir;
  const janus = `# Written by Saathi (platform/media/janus-config.ts) at each start; edits are lost.
general: {
  configs_folder = ${q(o.dir)}
  plugins_folder = ${q(path.join(lib, "plugins"))}
  transports_folder = ${q(path.join(lib, "transports"))}
  events_folder = ${q(path.join(lib, "events"))}
  loggers_folder = ${q(path.join(lib, "loggers"))}
  debug_level = ${o.debugLevel ?? 4}
  admin_secret = ${q(o.adminSecret)}
  api_secret = ${q(o.apiSecret)}
  token_auth = false
  session_timeout = 60
  reclaim_session_timeout = 0
  server_name = "saathi-media"
  protected_folders = ["/bin", "/boot", "/dev", "/etc", "/initrd", "/lib", "/lib32", "/lib64", "/proc", "/sbin", "/sys", "/usr", "/var"]
}
certificates: {
}
media: {
  rtp_port_range = ${q(o.rtpPortRange)}
}
nat: {
  ignore_mdns = true
${o.iceInterfaces ? `  ice_enforce_list = ${q(o.iceInterfaces)}\n` : ""}${o.nat1to1 ? `  nat_1_1_mapping = ${q(o.nat1to1)}\n` : ""}}
plugins: {
  disable = ${q(others(path.join(lib, "plugins"), KEPT_PLUGINS(o.videoRoom ?? false)))}
}
transports: {
  disable = ${q(others(path.join(lib, "transports"), KEPT_TRANSPORTS))}
}
events: {
  broadcast = false
}
loggers: {
  disable = ${q(others(path.join(lib, "loggers"), []))}
}
`;
  const http = `# Written by Saathi: the API and the admin API only on 127.0.0.1, plain HTTP (nothing leaves the machine).
general: {
  json = "compact"
  base_path = "/janus"
  http = true
  port = ${o.apiPort}
  ip = "127.0.0.1"
  https = false
}
admin: {
  admin_base_path = "/admin"
  admin_http = true
  admin_port = ${o.adminPort}
  admin_ip = "127.0.0.1"
  admin_https = false
}
cors: {
}
`;
  const plugin = `# Written by Saathi: rooms only through the API, with the admin key; no recordings; no events.
general: {
  admin_key = ${q(o.roomAdminKey)}
  lock_rtp_forward = true
  events = false
}
`;
  const configFile = path.join(o.dir, "janus.jcfg");
  writeFileSync(configFile, janus, { mode: 0o600 });
  writeFileSync(path.join(o.dir, "janus.transport.http.jcfg"), http, { mode: 0o600 });
  writeFileSync(path.join(o.dir, "janus.plugin.audiobridge.jcfg"), plugin, { mode: 0o600 });
  if (o.videoRoom) writeFileSync(path.join(o.dir, "janus.plugin.videoroom.jcfg"), plugin, { mode: 0o600 });
  return { configFile };
}

export const newSecret = () => randomBytes(24).toString("base64url");
