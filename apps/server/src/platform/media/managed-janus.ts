// A private Janus started and stopped by this process (MEDIA_SERVER=managed, and the tests): its
// configuration is written fresh under `dir` with new secrets and free loopback ports each start.
// A Janus left behind by a server that was killed is ended first (its pid file names it).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, janusBinary, janusLibDir, newSecret, writeJanusConfig } from "./janus-config.ts";

export interface ManagedJanusOptions {
  dir: string;
  rtpPortRange?: string;
  iceInterfaces?: string;
  nat1to1?: string;
  videoRoom?: boolean;
  /** How long to wait for Janus to answer after starting it. */
  startTimeoutMs?: number;
}

export interface ManagedJanus {
  url: string;
  adminUrl: string;
  apiSecret: string;
  adminSecret: string;
  roomAdminKey: string;
  configDir: string;
  pid: number;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Called when Janus ends without stop() or restart() asking (it crashed or was killed). */
  onCrash(listener: () => void): void;
  /** The running Janus's process id (it changes with each restart). */
  currentPid(): number;
}

/** Why a private Janus cannot run here, or null when it can. */
export function managedJanusProblem(): string | null {
  if (!janusBinary()) return "Janus is not installed (apt-get install janus, or set JANUS_PATH)";
  if (!janusLibDir()) return "Janus's plugins folder was not found (e.g. /usr/lib/x86_64-linux-gnu/janus/plugins)";
  return null;
}

function endStale(pidFile: string) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  try {
    if (pid > 0 && readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "janus") process.kill(pid, "SIGKILL");
  } catch {
    // Already gone.
  }
  rmSync(pidFile, { force: true });
}

async function answers(url: string, apiSecret: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: "POST",
      body: JSON.stringify({ janus: "info", transaction: "ready", apisecret: apiSecret }),
      signal: AbortSignal.timeout(1000),
    });
    return ((await res.json()) as { janus?: string }).janus === "server_info";
  } catch {
    return false;
  }
}

const SETPRIV = "/usr/bin/setpriv";

export async function startManagedJanus(o: ManagedJanusOptions): Promise<ManagedJanus> {
  const problem = managedJanusProblem();
  const binary = janusBinary();
  const libDir = janusLibDir();
  if (problem || !binary || !libDir) throw new Error(problem ?? "Janus is not installed");
  const pidFile = path.join(o.dir, "janus.pid");
  endStale(pidFile);
  const [apiPort, adminPort] = [await freePort(), await freePort()];
  const secrets = { apiSecret: newSecret(), adminSecret: newSecret(), roomAdminKey: newSecret() };
  const { configFile } = writeJanusConfig({
    dir: o.dir,
    libDir,
    apiPort,
    adminPort,
    ...secrets,
    rtpPortRange: o.rtpPortRange ?? "20000-20199",
    iceInterfaces: o.iceInterfaces,
    nat1to1: o.nat1to1,
    videoRoom: o.videoRoom,
  });
  const url = `http://127.0.0.1:${apiPort}/janus`;
  const log = path.join(o.dir, "janus.log");
  let child: ChildProcess | null = null;
  let gone: Promise<void> = Promise.resolve();
  let stopping = false;
  const crashListeners = new Set<() => void>();

  const stop = async () => {
    stopping = true;
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) {
      running.kill("SIGTERM");
      const late = setTimeout(() => running.kill("SIGKILL"), 5000);
      await gone;
      clearTimeout(late);
    }
    child = null;
    rmSync(pidFile, { force: true });
  };

  /** Starts Janus on this configuration and waits until its API answers. */
  const launch = async () => {
    stopping = false;
    const args = ["-C", configFile, "-F", o.dir, "-o", "-N", "-L", log];
    // Under setpriv (util-linux), Janus gets SIGKILL from the kernel when this process dies, even by
    // SIGKILL: no orphan keeps its ports when nobody starts the server again (setpriv execs Janus, so
    // the pid is Janus's own). Without setpriv, the pid file lets the next start end a stale one.
    const started = existsSync(SETPRIV)
      ? spawn(SETPRIV, ["--pdeathsig", "KILL", "--", binary, ...args], { stdio: "ignore" })
      : spawn(binary, args, { stdio: "ignore" });
    child = started;
    let exited = false;
    gone = new Promise<void>((resolve) =>
      started.once("exit", () => {
        exited = true;
        resolve();
        if (!stopping && child === started) for (const l of crashListeners) l();
      }),
    );
    writeFileSync(pidFile, String(started.pid ?? 0));
    const deadline = Date.now() + (o.startTimeoutMs ?? 20_000);
    while (!(await answers(url, secrets.apiSecret))) {
      if (exited || Date.now() > deadline) {
        await stop();
        throw new Error(`Janus did not start (its log: ${log})`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return started.pid ?? 0;
  };

  const pid = await launch();
  return {
    url,
    adminUrl: `http://127.0.0.1:${adminPort}/admin`,
    ...secrets,
    configDir: o.dir,
    pid,
    stop,
    onCrash: (listener) => void crashListeners.add(listener),
    currentPid: () => child?.pid ?? 0,
    /** Stops Janus and starts it again on the same ports and secrets (its rooms and sessions are lost). */
    async restart() {
      await stop();
      await launch();
    },
  };
}
