import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test } from "./support/test.ts";

// A call whose peers reach each other only through a TURN relay: Debian's coturn with use-auth-secret
// (the credentials Saathi hands out in coturn's REST scheme), and a Saathi server of its own with
// CALLS_RELAY_ONLY, so both browsers gather relay candidates only. The shared journey server stays as
// it is; this spec starts coturn and its own server on free ports and stops both afterwards.

const root = path.resolve(import.meta.dirname, "..");
const TURNSERVER = ["/usr/bin/turnserver", "/usr/sbin/turnserver"];

/** A free TCP port (for the server) or UDP port (for coturn) on 127.0.0.1. */
function freePort(kind: "tcp" | "udp"): Promise<number> {
  return new Promise((resolve, reject) => {
    if (kind === "udp") {
      const s = createSocket("udp4");
      s.on("error", reject);
      s.bind(0, "127.0.0.1", () => {
        const { port } = s.address();
        s.close(() => resolve(port));
      });
      return;
    }
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

/** coturn's binary, installing it (root + apt, scripts/ensure-coturn.mjs) when missing; throws when impossible. */
function turnserverBinary(): string {
  const found = () => (process.env.TURNSERVER_PATH ? [process.env.TURNSERVER_PATH] : TURNSERVER).find(existsSync);
  if (!found()) spawnSync(process.execPath, [path.join(root, "scripts", "ensure-coturn.mjs")], { stdio: "inherit" });
  const bin = found();
  if (!bin)
    throw new Error(
      "coturn is not installed and could not be installed here (apt-get install coturn needs root and the " +
        "network; scripts/playwright.mjs installs it before entering the private network namespace). " +
        "Install it, or set TURNSERVER_PATH to a turnserver binary.",
    );
  return bin;
}

/** Stops a process group we started: TERM, then KILL if it is still there after `graceMs`. */
async function stopGroup(child: ChildProcess | undefined, graceMs = 10_000) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs));
  if ((await Promise.race([exited.then(() => true), timer])) === false) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    await exited;
  }
}

let tmp = "";
let dataDir = "";
let turnLog = "";
let serverLog = "";
const readLog = (file: string) => (file && existsSync(file) ? readFileSync(file, "utf8") : "");
let coturn: ChildProcess | undefined;
let server: ChildProcess | undefined;
let base = "";
let setupMs = 0;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const began = Date.now();
  tmp = mkdtempSync(path.join(os.tmpdir(), "saathi-relay-"));
  turnLog = path.join(tmp, "turn.log");
  serverLog = path.join(tmp, "server.log");
  // A folder of its own (mkdtemp: the server lets PostgreSQL's user pass through it when run as root).
  dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-relay-data-"));
  const bin = turnserverBinary();
  const [turnPort, webPort] = [await freePort("udp"), await freePort("tcp")];
  // A relay port range of its own, so that concurrent runs outside a network namespace rarely meet.
  const minPort = 40_000 + Math.floor(Math.random() * 100) * 200;
  const secret = randomBytes(24).toString("hex");

  coturn = spawn(
    bin,
    [
      "-n", // no configuration file: everything is here
      "-v",
      `--listening-port=${turnPort}`,
      "--listening-ip=127.0.0.1",
      "--relay-ip=127.0.0.1",
      `--min-port=${minPort}`,
      `--max-port=${minPort + 199}`,
      "--use-auth-secret",
      `--static-auth-secret=${secret}`,
      "--realm=saathi.test",
      "--allow-loopback-peers",
      "--no-tls",
      "--no-dtls",
      "--no-cli",
      `--log-file=${turnLog}`,
      "--simple-log",
      "--no-stdout-log",
      `--pidfile=${path.join(tmp, "turnserver.pid")}`,
      `--userdb=${path.join(tmp, "turndb")}`,
    ],
    { detached: true, stdio: "ignore" },
  );
  await expect
    .poll(() => readLog(turnLog).includes("Relay ports initialization done"), {
      timeout: 15_000,
      message: `coturn did not start:\n${readLog(turnLog)}`,
    })
    .toBe(true);

  const out = openSync(serverLog, "a");
  server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", out, out],
    env: {
      ...process.env,
      PORT: String(webPort),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      JOBS: "false",
      STUN_URLS: `stun:127.0.0.1:${turnPort}`,
      TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
      TURN_SECRET: secret,
      CALLS_RELAY_ONLY: "true",
    },
  });
  base = `http://localhost:${webPort}`;
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the relay-only server exited:\n${readLog(serverLog)}`);
        return fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(200);
  setupMs = Date.now() - began;
});

/** The pages' contexts, closed before the server stops: left open, their calls and sockets keep retrying a dead
 * server, and the next journey's calls (e2e/call.spec.ts) competed with them for the CPU. */
const contexts: BrowserContext[] = [];

test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await stopGroup(server);
  await stopGroup(coturn, 3_000);
  for (const dir of [tmp, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Records every RTCPeerConnection the page makes, with its configuration (runs before the app). */
function recordPeerConnections() {
  type Recorded = { pc: RTCPeerConnection; config: RTCConfiguration | undefined };
  const g = globalThis as unknown as { RTCPeerConnection: typeof RTCPeerConnection; __relayPcs: Recorded[] };
  const Original = g.RTCPeerConnection;
  g.__relayPcs = [];
  g.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      g.__relayPcs.push({ pc: this, config });
    }
  } as typeof RTCPeerConnection;
}

/** A demo account (password saathi123) signed in on a phone-sized page of the relay-only server. */
async function signIn(browser: Browser, email: string, expert = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  contexts.push(context);
  await context.addInitScript(recordPeerConnections);
  const page = await context.newPage();
  await page.goto(expert ? "/expert/auth" : "/auth");
  await page.getByLabel(expert ? "Email or Phone Number" : "Email").fill(email);
  await page.getByLabel("Password").fill("saathi123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(expert ? /\/expert\/feed$/ : /\/feed$/);
  return page;
}

interface Route {
  policy: string | undefined;
  turnUsername: string;
  state: string;
  local: string;
  remote: string;
  gathered: string[];
  audioBytes: number;
  videoBytes: number;
}

/** The live connection's route: the selected pair's candidate types, all local candidates, bytes in. */
const route = (page: Page): Promise<Route | null> =>
  page.evaluate(async () => {
    type Recorded = { pc: RTCPeerConnection; config: RTCConfiguration | undefined };
    const all = (globalThis as unknown as { __relayPcs: Recorded[] }).__relayPcs;
    const live = all.filter((r) => r.pc.connectionState !== "closed").at(-1);
    if (!live) return null;
    const reports = new Map<string, Record<string, unknown>>();
    (await live.pc.getStats()).forEach((r: Record<string, unknown>) => {
      reports.set(String(r.id), r);
    });
    const list = [...reports.values()];
    const transport = list.find((r) => r.type === "transport" && r.selectedCandidatePairId);
    const pair = transport ? reports.get(String(transport.selectedCandidatePairId)) : undefined;
    const type = (id: unknown) => String(reports.get(String(id))?.candidateType ?? "none");
    const bytes = (kind: string) =>
      list
        .filter((r) => r.type === "inbound-rtp" && r.kind === kind)
        .reduce((n, r) => n + Number(r.bytesReceived ?? 0), 0);
    const turn = live.config?.iceServers?.find((s) => String(s.urls).includes("turn:"));
    return {
      policy: live.config?.iceTransportPolicy,
      turnUsername: String(turn?.username ?? ""),
      state: live.pc.connectionState,
      local: pair ? type(pair.localCandidateId) : "none",
      remote: pair ? type(pair.remoteCandidateId) : "none",
      gathered: list.filter((r) => r.type === "local-candidate").map((r) => String(r.candidateType)),
      audioBytes: bytes("audio"),
      videoBytes: bytes("video"),
    };
  });

test("a relay-only call: both peers connect through coturn only, with audio and video flowing both ways", async ({
  browser,
}) => {
  const member = await signIn(browser, "meera@saathi.demo");
  const expert = await signIn(browser, "kavya@saathi.demo", true);
  const practice = await member.request.post("/api/dev/practice-session", {
    data: { memberEmail: "meera@saathi.demo", expertEmail: "kavya@saathi.demo" },
  });
  expect(practice.status(), await practice.text()).toBe(200);

  // Meera calls from her bookings; Kavya accepts.
  await member.goto("/booking");
  await member.getByRole("article").filter({ hasText: "Kavya" }).first().getByRole("button", { name: "Call" }).click();
  await expect(member).toHaveURL(/\/call\/[0-9a-f-]{36}$/);
  const popup = expert.getByRole("alertdialog", { name: "Incoming Call" });
  await expect(popup).toContainText("Meera Iyer");
  const accepted = Date.now();
  await popup.getByRole("button", { name: "Accept" }).click();

  // A busy machine can take well over the usual half second to gather relay candidates: wait long,
  // and if it never connects, say where each side stood and what coturn saw.
  try {
    await expect(member.getByRole("status")).toContainText("Connected", { timeout: 45_000 });
    await expect(expert.getByRole("status")).toContainText("Connected", { timeout: 45_000 });
  } catch (error) {
    const sides = await Promise.all([member, expert].map((p) => route(p).catch((e) => String(e))));
    console.log(`relay call never connected: member ${JSON.stringify(sides[0])}; expert ${JSON.stringify(sides[1])}`);
    console.log(`coturn log tail:\n${readLog(turnLog).split("\n").slice(-40).join("\n")}`);
    throw error;
  }
  const connectedMs = Date.now() - accepted;

  // Each side: relay policy from the server, a selected pair relay to relay, no other candidate gathered.
  const first: Route[] = [];
  for (const page of [member, expert]) {
    await expect
      .poll(async () => (await route(page))?.remote, { timeout: 10_000, message: "a selected candidate pair" })
      .toBe("relay");
    const r = await route(page);
    if (!r) throw new Error("no live RTCPeerConnection");
    expect(r).toMatchObject({ policy: "relay", state: "connected", local: "relay", remote: "relay" });
    expect(r.gathered.length).toBeGreaterThan(0);
    expect(new Set(r.gathered)).toEqual(new Set(["relay"]));
    expect(r.turnUsername).toMatch(/^\d+:[0-9a-zA-Z-]+$/);
    first.push(r);
  }

  // Audio and video keep arriving on both sides over two seconds.
  await member.waitForTimeout(2_000);
  const growth: string[] = [];
  for (const [i, page] of [member, expert].entries()) {
    const before = first[i] as Route;
    const after = (await route(page)) as Route;
    expect(after.audioBytes).toBeGreaterThan(before.audioBytes);
    expect(after.videoBytes).toBeGreaterThan(before.videoBytes);
    growth.push(
      `${i ? "expert" : "member"}: audio +${after.audioBytes - before.audioBytes} B, video +${after.videoBytes - before.videoBytes} B`,
    );
  }

  // coturn allocated a relay for each member, under the credential Saathi gave them.
  const log = readLog(turnLog);
  for (const r of first) expect(log).toContain(`user <${r.turnUsername}>: incoming packet ALLOCATE processed, success`);
  expect(log).toMatch(/CREATE_PERMISSION processed, success|CHANNEL_BIND processed, success/);
  const allocations = log.match(/ALLOCATE processed, success/g)?.length ?? 0;
  console.log(
    `relay call: coturn + server ready in ${setupMs} ms; connected ${connectedMs} ms after Accept; ${allocations} allocations; ${growth.join("; ")}`,
  );

  await member.getByRole("button", { name: "End call" }).click();
  await expect(member).toHaveURL(/\/booking$/, { timeout: 10_000 });
  await expect(expert).toHaveURL(/\/expert\/vendorbooking$/, { timeout: 10_000 });
});
