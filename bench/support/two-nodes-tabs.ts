// The members' tabs of bench/two-nodes.mjs: one socket each on its member's node, subscribed to its
// message channel, timing every message it receives. In a storm (STORM=1) a closed socket reconnects by
// itself and catches up with /api/chat/sync after the last seq it has, as the web client does.
// Each reconnect's phases are timed (attempt, upgrade, "ready", "subscribed", catch-up done) and every
// failed upgrade and sync is counted with when it happened, so the storm's time can be split between
// the client's back-off, the server's work and failures that sent a tab back into its back-off.
import WebSocket from "ws";

export interface TabsDeps {
  users: string[];
  ports: number[];
  nodeOf(i: number): number;
  cookieFor(id: string): string;
  /** `clientId:receiver` → when it was sent (performance.now()). */
  sentAt: Map<string, number>;
  /** [sent at, delivery ms] of each measured message. */
  timeline: [number, number][];
  storm: boolean;
  /** False once the run is over: a socket that closes then stays closed. */
  reconnecting(): boolean;
  /** A socket opened again after a close. */
  keep(ws: WebSocket): void;
  /** A "reply" frame (a send over the socket: two-nodes-send.ts) arrived on tab `i`'s socket. */
  onReply?(i: number, m: { id: string; status: number; data?: unknown; error?: unknown }): void;
  /** A socket of tab `i` closed (its requests still unanswered get no reply). */
  onClosed?(i: number, ws: WebSocket): void;
}

/** One reconnect attempt that got as far as "subscribed" (performance.now() of each phase). */
export interface Reconnect {
  tab: number;
  started: number;
  upgraded: number;
  ready: number;
  subscribed: number;
  /** The catch-up's last page answered (0 while on its way or when it gave up). */
  synced: number;
}

export function createTabs(deps: TabsDeps) {
  const { users, ports, nodeOf, cookieFor, sentAt, timeline, storm, reconnecting, keep, onReply, onClosed } = deps;
  /** Each tab's socket while it is open and subscribed (its member may send over it). */
  const live = new Map<number, WebSocket>();
  const lastSeq = new Map<string, number>();
  /** Message keys delivered (live or by sync), and how many came twice live. */
  const delivered = new Set<string>();
  /** Keys that came live: one twice live is a duplicate; live after the catch-up had it is deduplicated. */
  const cameLive = new Set<string>();
  const counts = { duplicates: 0, liveAfterCatchUp: 0, byCatchUp: 0 };
  const reconnectedAt: number[] = [];
  const backoff = new Map<number, number>();
  /** Member id → when its socket last became subscribed; absent while its socket is closed or connecting. */
  const subscribedSince = new Map<string, number>();
  /** Keys whose receiver's socket was subscribed when the message was sent (marked by the sender). */
  const receiverOnAtSend = new Set<string>();
  /** [sent at, delivery ms] of measured messages whose receiver was subscribed at send time. */
  const liveReceiverTimeline: [number, number][] = [];
  /** [sent at, ms from the tab being back (or the send, if later) to the catch-up delivering it]. */
  const catchUpDelays: [number, number][] = [];
  const reconnects: Reconnect[] = [];
  /** Failed reconnect attempts (the socket errored or closed before "subscribed"), with when and why. */
  const upgradeFailures: { tab: number; at: number; started: number; why: string }[] = [];
  /** Failed catch-up calls (network error, non-200, a body that is not a page), with when and why. */
  const syncFailures: { at: number; why: string }[] = [];
  let syncCalls = 0;
  let attempts = 0;

  const arrived = (userId: string, m: { clientId?: string; seq?: number }, live: boolean) => {
    if (!m.clientId) return;
    lastSeq.set(userId, Math.max(lastSeq.get(userId) ?? 0, m.seq ?? 0));
    const key = `${m.clientId}:${userId}`;
    if (live) {
      if (cameLive.has(key)) counts.duplicates++;
      else if (delivered.has(key)) counts.liveAfterCatchUp++;
      cameLive.add(key);
    }
    if (delivered.has(key)) return;
    const started = sentAt.get(key);
    if (started === undefined) return;
    sentAt.delete(key);
    delivered.add(key);
    const now = performance.now();
    if (!live) counts.byCatchUp++;
    if (!m.clientId.startsWith("m-")) return;
    timeline.push([started, now - started]);
    if (receiverOnAtSend.has(key)) liveReceiverTimeline.push([started, now - started]);
    if (!live) catchUpDelays.push([started, now - Math.max(started, subscribedSince.get(userId) ?? started)]);
  };
  const catchUp = async (i: number) => {
    const userId = users[i] as string;
    for (;;) {
      syncCalls++;
      let page: { clientId?: string; seq: number; receiverId: string }[];
      try {
        const res = await fetch(
          `http://127.0.0.1:${ports[nodeOf(i)]}/api/chat/sync?after=${lastSeq.get(userId) ?? 0}&limit=200`,
          { headers: { cookie: cookieFor(userId) } },
        );
        if (!res.ok) throw new Error(`status ${res.status}`);
        page = (await res.json()) as typeof page;
        if (!Array.isArray(page)) throw new Error("not a page");
      } catch (err) {
        syncFailures.push({ at: performance.now(), why: err instanceof Error ? err.message : String(err) });
        throw err;
      }
      for (const m of page) if (m.receiverId === userId) arrived(userId, m, false);
      if (page.length < 200) return;
    }
  };
  const open = (i: number, again = false) =>
    new Promise<WebSocket>((resolve, reject) => {
      const userId = users[i] as string;
      const attempt: Reconnect = {
        tab: i,
        started: performance.now(),
        upgraded: 0,
        ready: 0,
        subscribed: 0,
        synced: 0,
      };
      if (again) attempts++;
      const ws = new WebSocket(`ws://127.0.0.1:${ports[nodeOf(i)]}/api/realtime`, {
        headers: { cookie: cookieFor(userId) },
      });
      let failure = "";
      ws.on("open", () => {
        attempt.upgraded = performance.now();
      });
      ws.on("error", (err) => {
        failure ||= (err as NodeJS.ErrnoException).code ?? err.message;
        if (!again) reject(err);
      });
      ws.on("message", (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === "ready") {
          attempt.ready = performance.now();
          ws.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${userId}` }));
        } else if (m.type === "subscribed") {
          attempt.subscribed = performance.now();
          subscribedSince.set(userId, attempt.subscribed);
          live.set(i, ws);
          backoff.delete(i);
          resolve(ws);
          if (again) {
            reconnectedAt.push(attempt.subscribed);
            reconnects.push(attempt);
            // A catch-up that fails (a busy node) is tried again, as the web client does on its next resync.
            const retry = (left: number): Promise<void> =>
              catchUp(i).then(
                () => {
                  attempt.synced = performance.now();
                },
                () => (left ? new Promise((r) => setTimeout(r, 500)).then(() => retry(left - 1)) : undefined),
              );
            void retry(5);
          }
        } else if (m.type === "event" && m.event === "message" && m.data?.receiverId === userId)
          arrived(userId, m.data, true);
        else if (m.type === "reply") onReply?.(i, m);
      });
      // A tab reconnects by itself: 250 ms doubling to 5 s, each wait drawn at random up to that
      // ("full jitter"), so 5,000 tabs do not knock at the same instant when their node is back.
      ws.on("close", (code) => {
        subscribedSince.delete(userId);
        if (live.get(i) === ws) live.delete(i);
        onClosed?.(i, ws);
        if (again && !attempt.subscribed)
          upgradeFailures.push({
            tab: i,
            at: performance.now(),
            started: attempt.started,
            why: failure || `closed ${code}`,
          });
        if (!storm || !reconnecting()) return;
        const wait = backoff.get(i) ?? 250;
        backoff.set(i, Math.min(wait * 2, 5000));
        setTimeout(() => void open(i, true).then(keep), Math.random() * wait);
        if (again) resolve(ws);
      });
    });
  return {
    open,
    /** Tab `i`'s socket if it is open and subscribed, else undefined. */
    socketOf: (i: number) => {
      const ws = live.get(i);
      return ws && ws.readyState === ws.OPEN ? ws : undefined;
    },
    reconnectedAt,
    delivered,
    counts,
    subscribedSince,
    receiverOnAtSend,
    liveReceiverTimeline,
    catchUpDelays,
    reconnects,
    upgradeFailures,
    syncFailures,
    syncCalls: () => syncCalls,
    attempts: () => attempts,
  };
}
