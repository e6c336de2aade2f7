// Benchmark: a counsellor-led circle's live room on a managed Janus (AudioBridge), in Chromium with a fake
// microphone playing a continuous tone (--use-file-for-fake-audio-capture), over loopback.
// 1. Join to hearing the others: the host and one member are in the room speaking; a second member taps
//    "Join with audio" and the clock stops when the audio their page receives rises above silence
//    (WebAudio AnalyserNode on the remote stream). They leave and join again, RUNS times (target p50 under
//    1.5 s, p95 under 3 s).
// 2. A 12-person circle (the host and 11 members, BIG=0 skips it): Janus's CPU per participant over a
//    MEASURE_S window, from /proc, and the packet loss each page's inbound audio reports in getStats
//    (target under 1%).
// The whole product runs as `npm start` does (built web app, demo seed) with MEDIA_SERVER=managed.
// Writes bench/results/circle-join.json. Run: node --import tsx bench/circle-join.ts
// It re-runs itself inside a private network namespace (unshare -n) when it can, as the journeys do.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { root, startProductServer } from "./support/product-server.ts";

const RUNS = Number(process.env.RUNS ?? 20);
const BIG = Number(process.env.BIG ?? 12);
const MEASURE_S = Number(process.env.MEASURE_S ?? 20);
const SILENCE = 0.005;

if (!process.env.SAATHI_NETNS && spawnSync("unshare", ["-n", "true"]).status === 0) {
  const r = spawnSync(
    "unshare",
    [
      "-n",
      "sh",
      "-c",
      // Janus takes no loopback candidates: a local veth link for it, as the journeys have (scripts/playwright.mjs).
      `ip link set lo up && ip link add saathi0 type veth peer name saathi1 && ip addr add 10.203.0.1/24 dev saathi0 && ip link set saathi0 up && ip link set saathi1 up && exec "${process.execPath}" --import tsx "${import.meta.filename}"`,
    ],
    { stdio: "inherit", env: { ...process.env, SAATHI_NETNS: "1" }, cwd: root },
  );
  process.exit(r.status ?? 1);
}

/** A 440 Hz tone, 10 s of 16-bit mono PCM at 16 kHz (Chromium loops the file). */
function toneFile(): string {
  const rate = 16000;
  const n = rate * 10;
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  const file = path.join(root, ".tmp", "circle-tone.wav");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, data]));
  return file;
}

/**
 * The page's remote audio level (RMS) since the last reset, and its inbound audio stats: a browser script
 * (plain JavaScript, run before the page's own scripts) that watches every RTCPeerConnection.
 */
const LEVEL_METER = `(() => {
  let peak = 0;
  let ctx = null;
  const analysers = [];
  const peers = [];
  const Native = RTCPeerConnection;
  class Watched extends Native {
    constructor(config) {
      super(config);
      peers.push(this);
      this.addEventListener("track", (e) => {
        ctx = ctx || new AudioContext();
        void ctx.resume();
        const analyser = ctx.createAnalyser();
        analyser.fftSize = 512;
        ctx.createMediaStreamSource(e.streams[0] || new MediaStream([e.track])).connect(analyser);
        analysers.push(analyser);
      });
    }
  }
  globalThis.RTCPeerConnection = Watched;
  const buf = new Float32Array(512);
  globalThis.saathiRoomLevel = () => {
    for (const a of analysers) {
      a.getFloatTimeDomainData(buf);
      let sum = 0;
      for (const v of buf) sum += v * v;
      peak = Math.max(peak, Math.sqrt(sum / buf.length));
    }
    return peak;
  };
  globalThis.saathiRoomLevelReset = () => { peak = 0; analysers.length = 0; };
  globalThis.saathiInbound = async () => {
    let received = 0;
    let lost = 0;
    for (const pc of peers) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((s) => {
        if (s.type === "inbound-rtp" && s.kind === "audio") {
          received += s.packetsReceived || 0;
          lost += s.packetsLost || 0;
        }
      });
    }
    return { received, lost };
  };
})();`;

async function signedIn(browser: Browser, email: string, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 780 } });
  await context.addInitScript({ content: LEVEL_METER });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: "saathi123" },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`sign-in failed for ${email}: ${await res.text()}`);
  return page;
}

async function newMember(browser: Browser, base: string, i: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 780 } });
  await context.addInitScript({ content: LEVEL_METER });
  const page = await context.newPage();
  const email = `bench-circle-${Date.now()}-${i}@example.com`;
  const up = await page.request.post("/api/auth/sign-up/email", {
    data: { name: `Bench Member ${i}`, email, password: "calm-sea-42", ageBand: "18+" },
    headers: { origin: base },
  });
  if (!up.ok()) throw new Error(`sign-up failed: ${await up.text()}`);
  let code = "";
  for (let tries = 0; tries < 50 && !code; tries++) {
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    code = ((await outbox.json()) as { code?: string }[]).find((m) => m.code)?.code ?? "";
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  if (!code) throw new Error(`no code for ${email}`);
  const ok = await page.request.post("/api/auth/email-otp/verify-email", {
    data: { email, otp: code },
    headers: { origin: base },
  });
  if (!ok.ok()) throw new Error(`verify failed: ${await ok.text()}`);
  // A complete profile, so the app does not ask for one over the room.
  const profile = await page.request.patch("/api/profiles/me", {
    data: { displayName: `Bench Member ${i}`, username: `bench_${Date.now() % 1e8}_${i}`, bio: "Here to listen." },
    headers: { origin: base },
  });
  if (!profile.ok()) throw new Error(`profile: ${await profile.text()}`);
  return page;
}

async function meetingNow(host: Page, base: string, seats: number): Promise<string> {
  const created = await host.request.post("/api/expert/circles", {
    headers: { origin: base },
    data: {
      topic: "loneliness",
      language: "English",
      title: `Bench circle ${Date.now()}`,
      groundRules: "",
      minutes: 45,
      seats,
      fee: 0,
      startsAt: new Date(Date.now() + 3 * 60_000).toISOString(),
    },
  });
  if (!created.ok()) throw new Error(`circle: ${await created.text()}`);
  return ((await created.json()) as { occurrences: { id: string }[] }).occurrences[0]?.id ?? "";
}

async function seat(page: Page, base: string, id: string, nickname: string) {
  const r = await page.request.post(`/api/circles/occurrences/${id}/seats`, {
    headers: { origin: base },
    data: { nickname },
  });
  if (!r.ok()) throw new Error(`seat: ${await r.text()}`);
}

/** Resolves once the page's remote audio rose above silence. */
async function heard(page: Page, timeout = 20_000) {
  await page.waitForFunction(
    (silence) => (globalThis as unknown as { saathiRoomLevel: () => number }).saathiRoomLevel() > silence,
    SILENCE,
    { timeout, polling: 10 },
  );
}

async function joinAndHear(page: Page, timeout = 20_000) {
  await page.getByRole("button", { name: "Join with audio" }).click();
  await heard(page, timeout);
}

/** CPU seconds (user + system) a process used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(f[11]) + Number(f[12])) / 100;
}

/** The managed Janus of this run (its configuration lives under the bench server's DATA_DIR). */
function janusPid(): number | null {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, "utf8");
      if (cmd.includes("janus") && cmd.includes("saathi-bench-circle-join")) return Number(name);
    } catch {}
  }
  return null;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

process.env.MEDIA_SERVER = "managed";
process.env.JANUS_ICE_INTERFACES = existsSync("/sys/class/net/saathi0") ? "saathi0" : "lo";
const server = await startProductServer(3310, "circle-join");
const base = server.base;
const result: Record<string, unknown> = {
  benchmark: "circle-join: live circle room on a managed Janus AudioBridge (Chromium, fake microphone tone, loopback)",
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  loadavg: os.loadavg().map((l) => Number(l.toFixed(1))),
};
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${toneFile()}`,
      "--allow-loopback-in-peer-connection",
      "--autoplay-policy=no-user-gesture-required",
    ],
  });

  // 1. Join to hearing the others.
  const host = await signedIn(browser, "kavya@saathi.demo", base);
  const a = await signedIn(browser, "asha@saathi.demo", base);
  const b = await signedIn(browser, "rohan@saathi.demo", base);
  const id = await meetingNow(host, base, 4);
  await seat(a, base, id, "Quiet owl");
  await seat(b, base, id, "Blue kite");
  // The first in hears nobody yet: both join, then both must hear the other.
  for (const p of [host, a]) {
    await p.goto(`/circles/meetings/${id}/room`);
    await p.getByRole("button", { name: "Join with audio" }).click();
  }
  for (const p of [host, a]) await heard(p, 30_000);
  await b.goto(`/circles/meetings/${id}/room`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await b.evaluate(() => (globalThis as unknown as { saathiRoomLevelReset: () => void }).saathiRoomLevelReset());
    const t0 = performance.now();
    await joinAndHear(b);
    times.push(performance.now() - t0);
    console.log(`join ${i + 1}/${RUNS}: ${times.at(-1)?.toFixed(0)} ms`);
    await b.getByRole("button", { name: "Leave" }).click();
    await b.getByRole("button", { name: "Join with audio" }).waitFor({ timeout: 10_000 });
  }
  const sorted = [...times].sort((x, y) => x - y);
  result.join = {
    what: "tap 'Join with audio' until the remote audio rises above silence (RMS > 0.005); the host and one member already speaking",
    runs: RUNS,
    ms: {
      p50: Number(pct(sorted, 50)?.toFixed(0)),
      p95: Number(pct(sorted, 95)?.toFixed(0)),
      min: Number(sorted[0]?.toFixed(0)),
      max: Number(sorted.at(-1)?.toFixed(0)),
    },
    target: "p50 under 1500 ms, p95 under 3000 ms",
  };
  console.log(JSON.stringify(result.join, null, 2));
  for (const p of [host, a, b]) await p.context().close();

  const save = () => {
    mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    writeFileSync(path.join(root, "bench", "results", "circle-join.json"), `${JSON.stringify(result, null, 2)}\n`);
  };
  save();

  // 2. A 12-person circle.
  let reached = 0;
  if (BIG > 1)
    try {
      await bigCircle();
    } catch (err) {
      result.circle = { participants: BIG, reached, failed: String(err).split("\n")[0], loadavg: os.loadavg() };
    }
  save();
  await browser.close();

  async function bigCircle() {
    const bigHost = await signedIn(browser, "kavya@saathi.demo", base);
    const bigId = await meetingNow(bigHost, base, Math.min(12, BIG - 1));
    const members: Page[] = [];
    for (let i = 1; i < BIG; i++) {
      const m = await newMember(browser, base, i);
      await seat(m, base, bigId, `Bench ${i}`);
      members.push(m);
    }
    const everyone = [bigHost, ...members];
    for (const [i, p] of everyone.entries()) {
      await p.goto(`/circles/meetings/${bigId}/room`);
      await p.getByRole("button", { name: "Join with audio" }).click();
      if (i > 0) await heard(p, 60_000);
      reached = i + 1;
      console.log(`circle: ${i + 1}/${everyone.length} in`);
    }
    await heard(bigHost, 60_000);
    const pid = janusPid();
    const stats = () =>
      Promise.all(
        everyone.map((p) =>
          p.evaluate(() =>
            (
              globalThis as unknown as { saathiInbound: () => Promise<{ received: number; lost: number }> }
            ).saathiInbound(),
          ),
        ),
      );
    const before = await stats();
    const cpu0 = pid ? cpuSeconds(pid) : 0;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
    const cpu1 = pid ? cpuSeconds(pid) : 0;
    const seconds = (performance.now() - t0) / 1000;
    const after = await stats();
    let received = 0;
    let lost = 0;
    after.forEach((s, i) => {
      received += s.received - (before[i]?.received ?? 0);
      lost += s.lost - (before[i]?.lost ?? 0);
    });
    const janusCpu = pid ? (cpu1 - cpu0) / seconds : null;
    result.circle = {
      participants: BIG,
      seconds: Number(seconds.toFixed(1)),
      janusPid: pid,
      janusCpuCores: janusCpu === null ? null : Number(janusCpu.toFixed(3)),
      janusCpuPercentPerParticipant: janusCpu === null ? null : Number(((janusCpu * 100) / BIG).toFixed(2)),
      packetsReceived: received,
      packetsLost: lost,
      lossPercent: received + lost > 0 ? Number(((lost * 100) / (received + lost)).toFixed(3)) : null,
      target: "loss under 1%",
      note: "all browsers, the server and Janus share this machine's cores",
    };
    console.log(JSON.stringify(result.circle, null, 2));
  }
} finally {
  await server.stop();
}
