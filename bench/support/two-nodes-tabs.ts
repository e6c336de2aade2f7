// The members' tabs of bench/two-nodes.mjs: one socket each on its member's node, subscribed to its
// message channel, timing every message it receives. In a storm (STORM=1) a closed socket reconnects by
// itself and catches up with /api/chat/sync after the last seq it has, as the web client does.
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
}

export function createTabs({ users, ports, nodeOf, cookieFor, sentAt, timeline, storm, reconnecting, keep }: TabsDeps) {
  const lastSeq = new Map<string, number>();
  /** Message keys delivered (live or by sync), and how many came twice live. */
  const delivered = new Set<string>();
  /** Keys that came live: one twice live is a duplicate; live after the catch-up had it is deduplicated. */
  const cameLive = new Set<string>();
  const counts = { duplicates: 0, liveAfterCatchUp: 0, byCatchUp: 0 };
  const reconnectedAt: number[] = [];
  const backoff = new Map<number, number>();
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
    if (!live) counts.byCatchUp++;
    if (m.clientId.startsWith("m-")) timeline.push([started, performance.now() - started]);
  };
  const catchUp = async (i: number) => {
    const userId = users[i] as string;
    for (;;) {
      const res = await fetch(
        `http://127.0.0.1:${ports[nodeOf(i)]}/api/chat/sync?after=${lastSeq.get(userId) ?? 0}&limit=200`,
        { headers: { cookie: cookieFor(userId) } },
      );
      const page = (await res.json()) as { clientId?: string; seq: number; receiverId: string }[];
      for (const m of page) if (m.receiverId === userId) arrived(userId, m, false);
      if (page.length < 200) return;
    }
  };
  const open = (i: number, again = false) =>
    new Promise<WebSocket>((resolve, reject) => {
      const userId = users[i] as string;
      const ws = new WebSocket(`ws://127.0.0.1:${ports[nodeOf(i)]}/api/realtime`, {
        headers: { cookie: cookieFor(userId) },
      });
      ws.on("error", again ? () => {} : reject);
      ws.on("message", (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === "ready") ws.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${userId}` }));
        else if (m.type === "subscribed") {
          backoff.delete(i);
          resolve(ws);
          if (again) {
            reconnectedAt.push(performance.now());
            // A catch-up that fails (a busy node) is tried again, as the web client does on its next resync.
            const attempt = (left: number): Promise<void> =>
              catchUp(i).catch(() =>
                left ? new Promise((r) => setTimeout(r, 500)).then(() => attempt(left - 1)) : undefined,
              );
            void attempt(5);
          }
        } else if (m.type === "event" && m.event === "message" && m.data?.receiverId === userId)
          arrived(userId, m.data, true);
      });
      // A tab reconnects by itself: 250 ms doubling to 5 s, each wait drawn at random up to that
      // ("full jitter"), so 5,000 tabs do not knock at the same instant when their node is back.
      ws.on("close", () => {
        if (!storm || !reconnecting()) return;
        const wait = backoff.get(i) ?? 250;
        backoff.set(i, Math.min(wait * 2, 5000));
        setTimeout(() => void open(i, true).then(keep), Math.random() * wait);
        if (again) resolve(ws);
      });
    });
  return { open, reconnectedAt, delivered, counts };
}
