// STORM=1 for bench/two-nodes.mjs: node 2 stops (SIGTERM) STORM_AT seconds into the measured run and
// starts again on its port; its tabs reconnect by themselves and catch up. Beside the figures the bench
// always printed (stoppedToReadySeconds, allBackSecondsAfterReady, sentDuringStormP99Ms, lost, twice),
// this measures where the storm's time goes:
// - the phases of the restart (SIGTERM to exit, exit to ready) and of each reconnect (the client's
//   back-off after the node is ready, the upgrade, "ready", "subscribed", the catch-up);
// - failed upgrades and syncs (each sends a tab back into its back-off or its retry);
// - live delivery during the storm to receivers that were subscribed when the message was sent (what
//   the storm costs the chat that goes on), and each catch-up's own delay from its tab being back;
// - node 2's CPU and statements per reconnect (load-insensitive, unlike latencies on a shared machine).
// STORM_CPU_PROF=DIR starts the restarted node 2 with --cpu-prof into DIR (written when it exits).
import { type ChildProcess, execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { pct } from "./latency.ts";
import type { createTabs } from "./two-nodes-tabs.ts";

type Tabs = ReturnType<typeof createTabs>;

const TICK_MS = 10; // USER_HZ 100
const ticksOf = (pid: number | undefined) => {
  const st = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
  return Number(f[11]) + Number(f[12]);
};
/**
 * The kernel's TCP counters (machine-wide, /proc/net/netstat): a listen queue that overflowed drops the
 * handshake, and the client tries again only after 1, 3, 7, 15 s (SYN retransmits).
 */
const tcpCounters = () => {
  const lines = readFileSync("/proc/net/netstat", "utf8")
    .split("\n")
    .filter((l) => l.startsWith("TcpExt:"));
  const names = (lines[0] ?? "").split(" ");
  const values = (lines[1] ?? "").split(" ");
  const of = (k: string) => Number(values[names.indexOf(k)] ?? 0);
  return {
    listenOverflows: of("ListenOverflows"),
    listenDrops: of("ListenDrops"),
    synRetransmits: of("TCPSynRetrans"),
    syncookiesSent: of("SyncookiesSent"),
  };
};
/**
 * Samples node 2's listen queue (ss: Recv-Q is the connections waiting to be accepted, Send-Q the
 * backlog) every 200 ms until stopped: its peak tells this node's overflows from other processes'.
 */
const sampleListenQueue = (port: number) => {
  let peak = 0;
  let backlog = 0;
  let on = true;
  const done = (async () => {
    while (on) {
      const out = await new Promise<string>((r) =>
        execFile("ss", ["-ltnH", `sport = :${port}`], (err, stdout) => r(err ? "" : stdout)),
      );
      const [, recvQ, sendQ] = out.trim().split(/\s+/);
      if (recvQ !== undefined) {
        peak = Math.max(peak, Number(recvQ));
        backlog = Number(sendQ);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return async () => {
    on = false;
    await done;
    return { peakWaitingToBeAccepted: peak, backlog };
  };
};
const spread = (xs: number[]) => ({ p50: pct(xs, 50), p99: pct(xs, 99), max: pct(xs, 100), n: xs.length });
const byWhy = (xs: { why: string }[]) => {
  const out: Record<string, number> = {};
  for (const x of xs) out[x.why] = (out[x.why] ?? 0) + 1;
  return out;
};
const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

export interface StormDeps {
  tabs: Tabs;
  /** Node 2's process now (replaced by `start`). */
  node2(): ChildProcess;
  start(): void;
  /**
   * node 2's /metrics text, or null while it does not answer. Polled until it answers: that first answer
   * is the moment it is ready.
   */
  scrape(): Promise<string | null>;
  members: number;
  port: number;
  /** Statements a node's start sends (node 1's count when it was first ready, before any socket). */
  startStatements: number;
  /** CPU ticks the embedded PostgreSQL (all its processes) used so far. */
  postgresTicks(): number;
}

const metricValue = (text: string, name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, "m"))?.[1] ?? 0);
/** A histogram's quantile from its cumulative buckets (the bucket's upper bound: "at most"). */
const quantileOf = (text: string, name: string, label: string, q: number) => {
  const buckets = [...text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)",${label}\\} (\\S+)$`, "gm"))].map(
    (m) => [Number(m[1] === "+Inf" ? Number.POSITIVE_INFINITY : m[1]), Number(m[2])] as const,
  );
  const total = buckets.at(-1)?.[1] ?? 0;
  return buckets.find(([, n]) => n >= q * total)?.[0] ?? null;
};

export function createStorm({ tabs, node2, start, scrape, members, port, startStatements, postgresTicks }: StormDeps) {
  const f: Record<string, number> = {};
  let readyAt = 0;
  let allBack = 0;
  /** Ticks the stopped node 2 used since the measured run began (added to node 2's CPU by the caller). */
  let retiredTicks = 0;
  /** The kernel's TCP counters' change from the stop to the last catch-up (machine-wide). */
  let tcp: Record<string, number> = {};
  let node2ListenQueue: Record<string, number> = {};
  /** node 2's own view of each socket's way in (its saathi_realtime_connect_ms histogram). */
  let serverSide: Record<string, unknown> = {};
  const restart = async (runStart: number, ticksAtRunStart: number) => {
    const pgAtRunStart = postgresTicks();
    const clientAtRunStart = process.cpuUsage();
    await new Promise((r) => setTimeout(r, Number(process.env.STORM_AT ?? 5) * 1000));
    const old = node2();
    const oldTicks = ticksOf(old.pid);
    retiredTicks = oldTicks - ticksAtRunStart;
    // Node 2's own CPU per second before the stop: what delivering the chat costs it without a storm.
    const steadyMsPerSecond = ((oldTicks - ticksAtRunStart) * TICK_MS) / ((performance.now() - runStart) / 1000);
    // PostgreSQL's and this client's CPU per second before the stop (chat without a storm), to subtract.
    const runSeconds = (performance.now() - runStart) / 1000;
    const pgSteadyMsPerSecond = ((postgresTicks() - pgAtRunStart) * TICK_MS) / runSeconds;
    const clientNow = process.cpuUsage(clientAtRunStart);
    const clientSteadyMsPerSecond = (clientNow.user + clientNow.system) / 1000 / runSeconds;
    const tcpBefore = tcpCounters();
    const stopAt = performance.now();
    const before = tabs.reconnectedAt.length;
    await new Promise<void>((r) => {
      old.once("exit", () => r());
      old.kill("SIGTERM");
    });
    const exitedAt = performance.now();
    start();
    const listenQueue = sampleListenQueue(port);
    let first: string | null = null;
    for (let i = 0; i < 1200 && first === null; i++) {
      first = await scrape();
      if (first === null) await new Promise((r) => setTimeout(r, 50));
    }
    if (first === null) throw new Error("node 2 did not come back within a minute");
    readyAt = performance.now();
    const ticksAtReady = ticksOf(node2().pid);
    const pgAtReady = postgresTicks();
    const clientAtReady = process.cpuUsage();
    const half = Math.floor(members / 2);
    while (tabs.reconnectedAt.length - before < half && performance.now() - readyAt < 60_000)
      await new Promise((r) => setTimeout(r, 100));
    allBack = Math.max(...tabs.reconnectedAt.slice(before));
    // Then every catch-up answered (or given up): the storm's work is done.
    const syncing = () => tabs.reconnects.filter((r) => r.subscribed >= readyAt && !r.synced).length;
    while (syncing() && performance.now() - allBack < 30_000) await new Promise((r) => setTimeout(r, 100));
    const doneAt = performance.now();
    node2ListenQueue = await listenQueue();
    const tcpAfter = tcpCounters();
    tcp = Object.fromEntries(Object.entries(tcpAfter).map(([k, v]) => [k, v - tcpBefore[k as keyof typeof tcpBefore]]));
    const stormTicks = ticksOf(node2().pid) - ticksAtReady;
    const pgStormMs = (postgresTicks() - pgAtReady) * TICK_MS;
    const clientStorm = process.cpuUsage(clientAtReady);
    const clientStormMs = (clientStorm.user + clientStorm.system) / 1000;
    // No scrape between the ready one and this: the longest pause of the whole storm.
    const last = (await scrape()) ?? "";
    f.node2EventLoopMaxPauseMsDuringStorm = Math.round(
      metricValue(last, "saathi_nodejs_eventloop_lag_max_seconds") * 1000,
    );
    // From the restarted node's start (less what a start costs): its first answer may come after it
    // has already let many sockets in.
    const stormStatements = metricValue(last, "saathi_db_statements_total") - startStatements;
    const h = "saathi_realtime_connect_ms";
    serverSide = {
      acceptedToUpgradedMsAtMost: {
        p50: quantileOf(last, h, 'phase="accepted_to_upgraded"', 0.5),
        p99: quantileOf(last, h, 'phase="accepted_to_upgraded"', 0.99),
      },
      upgradedToReadyMsAtMost: {
        p50: quantileOf(last, h, 'phase="upgraded_to_ready"', 0.5),
        p99: quantileOf(last, h, 'phase="upgraded_to_ready"', 0.99),
      },
    };
    const reconnected = tabs.reconnectedAt.length - before;
    const stormMs = stormTicks * TICK_MS;
    Object.assign(f, {
      stoppedToReadySeconds: seconds(readyAt - stopAt),
      stopToExitSeconds: seconds(exitedAt - stopAt),
      exitToReadySeconds: seconds(readyAt - exitedAt),
      reconnected,
      allBackSecondsAfterReady: seconds(allBack - readyAt),
      allSyncedSecondsAfterReady: seconds(doneAt - readyAt),
      node2CpuMsDuringStorm: stormMs,
      cpuMsPerReconnect: Number((stormMs / Math.max(1, reconnected)).toFixed(2)),
      // The same less what node 2 spends on delivering chat in as long without a storm.
      cpuMsPerReconnectNet: Number(
        ((stormMs - steadyMsPerSecond * ((doneAt - readyAt) / 1000)) / Math.max(1, reconnected)).toFixed(2),
      ),
      queriesPerReconnect: Number((stormStatements / Math.max(1, reconnected)).toFixed(2)),
      // PostgreSQL (node 1's chat included) and this client (the tabs and the senders), per reconnect,
      // raw and less what each spent in as long before the stop (the net figure means little when the
      // chat falls behind during the storm: the work it defers moves out of the window).
      postgresCpuMsPerReconnect: Number((pgStormMs / Math.max(1, reconnected)).toFixed(2)),
      benchClientCpuMsPerReconnect: Number((clientStormMs / Math.max(1, reconnected)).toFixed(2)),
      postgresCpuMsPerReconnectNet: Number(
        ((pgStormMs - pgSteadyMsPerSecond * ((doneAt - readyAt) / 1000)) / Math.max(1, reconnected)).toFixed(2),
      ),
      benchClientCpuMsPerReconnectNet: Number(
        ((clientStormMs - clientSteadyMsPerSecond * ((doneAt - readyAt) / 1000)) / Math.max(1, reconnected)).toFixed(2),
      ),
    });
  };

  const report = (timeline: [number, number][]) => {
    const inWindow = ([at]: [number, number]) => at >= readyAt && at <= allBack;
    const afterReady = tabs.reconnects.filter((r) => r.subscribed >= readyAt);
    // The first attempt each tab made after the node was ready: the client's back-off's share.
    const firstAttempt = new Map<number, number>();
    for (const r of [...afterReady, ...tabs.upgradeFailures.map((x) => ({ ...x, tab: x.tab }))])
      if (r.started >= readyAt) firstAttempt.set(r.tab, Math.min(firstAttempt.get(r.tab) ?? r.started, r.started));
    const failedAfter = tabs.upgradeFailures.filter((x) => x.at >= readyAt);
    const syncFailedAfter = tabs.syncFailures.filter((x) => x.at >= readyAt);
    return {
      ...f,
      // p99 of messages sent in the storm window to receivers whose socket was subscribed at send time.
      sentDuringStormToLiveReceiversP99Ms: pct(
        tabs.liveReceiverTimeline.filter(inWindow).map(([, ms]) => ms),
        99,
      ),
      sentDuringStormToLiveReceivers: tabs.liveReceiverTimeline.filter(inWindow).length,
      // p99 from a catch-up delivery's tab being back (subscribed; or the send, if later) to its arrival.
      catchUpFromBackP99Ms: pct(
        tabs.catchUpDelays.map(([, ms]) => ms),
        99,
      ),
      catchUpFromBack: spread(tabs.catchUpDelays.map(([, ms]) => ms)),
      failedUpgradesAfterReady: failedAfter.length,
      failedUpgradesAfterReadyBy: byWhy(failedAfter),
      failedUpgradesWhileDown: tabs.upgradeFailures.length - failedAfter.length,
      failedSyncs: syncFailedAfter.length,
      failedSyncsBy: byWhy(syncFailedAfter),
      syncCalls: tabs.syncCalls(),
      tcpDuringStorm: tcp,
      node2ListenQueue,
      node2ConnectPhases: serverSide,
      reconnectAttempts: tabs.attempts(),
      phasesMs: {
        firstAttemptAfterReady: spread([...firstAttempt.values()].map((t) => t - readyAt)),
        attemptToUpgraded: spread(afterReady.filter((r) => r.upgraded).map((r) => r.upgraded - r.started)),
        upgradedToReady: spread(afterReady.filter((r) => r.upgraded).map((r) => r.ready - r.upgraded)),
        readyToSubscribed: spread(afterReady.map((r) => r.subscribed - r.ready)),
        subscribedToSynced: spread(afterReady.filter((r) => r.synced).map((r) => r.synced - r.subscribed)),
        subscribedAfterReady: spread(afterReady.map((r) => r.subscribed - readyAt)),
      },
      sentDuringStormP99Ms: pct(
        timeline.filter(inWindow).map(([, ms]) => ms),
        99,
      ),
    };
  };
  return { restart, report, retired: () => retiredTicks };
}
