// Which sockets are still there: each is pinged every `heartbeatMs`, and one that did not answer its
// last ping is cut. Sockets are pinged in slices, one slice every heartbeatMs / PING_SLICES, each
// socket every heartbeatMs as before. Pinging 5,000 sockets in one loop held the event loop for tens
// of milliseconds every 30 s, long enough to show in chat delivery's p99 (bench/two-nodes.mjs).
import type { WebSocket } from "ws";

export const HEARTBEAT_MS = 30_000;
const PING_SLICES = 30;

export interface Pinged {
  socket: WebSocket;
  /** Answered the last ping (set again by the socket's "pong"). */
  alive: boolean;
}

export interface PingSlices<C extends Pinged> {
  add(c: C): void;
  delete(c: C): void;
  /** Starts pinging; `dead` is told of each socket that did not answer (it is terminated already). */
  start(heartbeatMs: number, dead: (c: C) => void): void;
  stop(): void;
}

export function createPingSlices<C extends Pinged>(): PingSlices<C> {
  const slices = Array.from({ length: PING_SLICES }, () => new Set<C>());
  const sliceOf = new Map<C, Set<C>>();
  let joined = 0;
  let tick = 0;
  let timer: NodeJS.Timeout | null = null;
  return {
    add(c) {
      const slice = slices[joined++ % PING_SLICES] as Set<C>;
      slice.add(c);
      sliceOf.set(c, slice);
    },
    delete(c) {
      sliceOf.get(c)?.delete(c);
      sliceOf.delete(c);
    },
    start(heartbeatMs, dead) {
      timer = setInterval(() => {
        // A socket that did not answer the last ping (heartbeatMs ago) is dead.
        for (const c of slices[tick++ % PING_SLICES] ?? []) {
          if (!c.alive) {
            c.socket.terminate();
            dead(c);
            continue;
          }
          c.alive = false;
          c.socket.ping();
        }
      }, heartbeatMs / PING_SLICES);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      for (const slice of slices) slice.clear();
      sliceOf.clear();
    },
  };
}
