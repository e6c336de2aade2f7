// How bench/two-nodes.mjs sends each message: by default over the sender's own open socket (a "request"
// frame, op chat.send, answered by a "reply": what the web app does), or with SEND=http as a POST to
// the sender's node (the paired comparison). A reply or answer other than 200 is a failure (the first
// few are printed). In a storm (STORM=1) a sender whose socket is not open sends over HTTP to node 1,
// and a request whose socket closed before its reply is sent again over HTTP with the same clientId
// (sends are idempotent by clientId), as the web client does.
import { Agent, request } from "node:http";
import { SOCKET_REQUESTS } from "@saathi/contract/realtime";
import type WebSocket from "ws";
import type { createTabs } from "./two-nodes-tabs.ts";

export type SendPath = "ws" | "http";

export interface SenderDeps {
  path: SendPath;
  users: string[];
  ports: number[];
  nodeOf(i: number): number;
  cookieFor(id: string): string;
  storm: boolean;
  /** True while the measured run is on (failures and answer times are counted then). */
  measuring(): boolean;
}

interface Pending {
  key: string;
  /** The socket it went over (none: over HTTP). */
  ws?: WebSocket;
  from: number;
  body: string;
  started: number;
}

const MAX_PRINTED = 5;

export function createSender({ path, users, ports, nodeOf, cookieFor, storm, measuring }: SenderDeps) {
  // Keep-alive connections to each node for the POSTs (SEND=http, and a storm's fallbacks).
  const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: 64 }));
  let tabs: ReturnType<typeof createTabs> | null = null;
  let failures = 0;
  let printed = 0;
  const acked = new Set<string>();
  const statuses: Record<string, number> = {};
  /** ms from the send to its answer (the POST's response or the socket's reply). */
  const answeredMs: number[] = [];
  const counts = { overSocket: 0, overHttp: 0, resentOverHttp: 0 };
  /** Requests on their way over a socket: id → what was sent; by socket, for a close. */
  const pending = new Map<string, Pending>();
  const bySocket = new Map<WebSocket, Set<string>>();

  const failed = (how: string, detail: string) => {
    statuses[how] = (statuses[how] ?? 0) + 1;
    if (measuring()) failures++;
    if (printed++ < MAX_PRINTED) console.error(`[two-nodes] send failed (${how}): ${detail.slice(0, 300)}`);
  };
  const answered = (key: string, started: number, status: number, detail: () => string) => {
    if (measuring()) answeredMs.push(performance.now() - started);
    if (status === 200) acked.add(key);
    else failed(String(status), detail());
  };

  const overHttp = (p: Pending) => {
    counts.overHttp++;
    // In a storm every POST goes through node 1 (the one that stays), so chat never stops.
    const node = storm ? 0 : nodeOf(p.from);
    const req = request(
      {
        host: "127.0.0.1",
        port: ports[node],
        path: "/api/chat/messages",
        method: "POST",
        agent: agents[node],
        headers: {
          cookie: cookieFor(users[p.from] as string),
          "content-type": "application/json",
          "content-length": Buffer.byteLength(p.body),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status === 200) res.resume();
        else res.setEncoding("utf8");
        let text = "";
        res.on("data", (chunk) => {
          if (status !== 200) text += chunk;
        });
        res.on("end", () => answered(p.key, p.started, status, () => text));
      },
    );
    req.on("error", (err) => failed("network", err.message));
    req.end(p.body);
  };

  const overSocket = (ws: WebSocket, p: Pending, clientId: string) => {
    counts.overSocket++;
    p.ws = ws;
    pending.set(clientId, p);
    let mine = bySocket.get(ws);
    if (!mine) {
      mine = new Set();
      bySocket.set(ws, mine);
    }
    mine.add(clientId);
    ws.send(`{"type":"request","id":${JSON.stringify(clientId)},"op":"${SOCKET_REQUESTS.chatSend}","body":${p.body}}`);
  };

  return {
    /** The tabs whose sockets carry the sends (created after the sender: they call its handlers). */
    useTabs(t: ReturnType<typeof createTabs>) {
      tabs = t;
    },
    /** One message from member `from` to member `to`, with this clientId (its key: `clientId:to`). */
    send(from: number, to: number, clientId: string, message: string) {
      const key = `${clientId}:${users[to]}`;
      const body = JSON.stringify({ receiverId: users[to], message, clientId });
      const p: Pending = { key, from, body, started: performance.now() };
      const ws = path === "ws" ? tabs?.socketOf(from) : undefined;
      if (ws) overSocket(ws, p, clientId);
      else if (path === "ws" && !storm) failed("no open socket", `tab ${from}`);
      else overHttp(p);
    },
    onReply(_i: number, m: { id: string; status: number; error?: unknown }) {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (p.ws) bySocket.get(p.ws)?.delete(m.id);
      answered(p.key, p.started, m.status, () => JSON.stringify(m.error));
    },
    onClosed(_i: number, ws: WebSocket) {
      const mine = bySocket.get(ws);
      bySocket.delete(ws);
      for (const id of mine ?? []) {
        const p = pending.get(id);
        if (!p) continue;
        pending.delete(id);
        counts.resentOverHttp++;
        overHttp(p);
      }
    },
    acked,
    statuses,
    answeredMs,
    counts,
    failures: () => failures,
    unanswered: () => pending.size,
    destroy() {
      for (const a of agents) a.destroy();
    },
  };
}
