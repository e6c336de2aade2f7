// The sessions this node has read, kept for a short while (a minute) so that a signed-in request or a
// socket's authentication costs no query: every chat message, every socket connecting after a restart,
// every page's API calls read the same session again and again.
//
// Dropped on every node the moment anything about a session changes, whatever code path changed it:
// triggers on the session and user tables (migration session_changed_notify) NOTIFY the session's or
// the member's id on SESSION_CHANGED_CHANNEL at commit, and each node LISTENs on its one notification
// connection (platform/realtime/pg-notifications.ts). So a sign-out, a password change, a revoke, a suspension or a deletion (each deletes the
// session rows), a second factor given, two-factor turned on or a role changed reach every node's cache
// at the same moment they reach its sockets (session-watch.ts).
//
// Never stale beyond that notification:
// - While the listener is not listening (starting, lost, reconnecting) nothing is kept or answered
//   from the cache; when it comes back, everything kept before is dropped (what changed meanwhile
//   told nobody here).
// - A session read from the database is kept only if no change at all was heard while it was being
//   read: a sign-out that commits just after the read, and is heard before the read's answer, would
//   otherwise be undone by the answer.
// - Staff sessions are never kept (they end after a short idle time, measured per request).
// - An entry is dropped at its session's expiry and after `ttlMs` whatever happens.
import type { Logger } from "pino";
import { createPostgresBus, type PgChannelSource } from "../realtime/pg-bus.ts";

export const SESSION_CHANGED_CHANNEL = "saathi_session_changed";
/** How long a session read is kept at most. */
export const SESSION_CACHE_MS = 60_000;
/** Sessions kept per node at most (all are dropped when full: a minute later the live ones are back). */
const MAX_KEPT = 100_000;

interface Kept<T> {
  value: T;
  sessionId: string;
  userId: string;
  /** Dropped after this (ms since the epoch): the session's expiry or the cache's time, the sooner. */
  until: number;
}

export interface SessionCache<T> {
  /** Starts listening; until then (and whenever the listener is down) nothing is kept. */
  start(): Promise<void>;
  /** The kept value for this token, if any and still good. */
  get(token: string): T | undefined;
  /** Where the cache stands before a read: pass it to `put` with that read's answer. */
  mark(): number;
  /** Keeps a session read since `mark` (only if nothing changed meanwhile). */
  put(token: string, value: T, ids: { sessionId: string; userId: string; expiresMs: number }, mark: number): void;
  /** Drops one token now (this node's own sign-out, before the notification comes back). */
  drop(token: string): void;
  /** Kept entries (tests, metrics). */
  size(): number;
  close(): Promise<void>;
}

export function createSessionCache<T>({
  pgNotifications,
  databaseUrl,
  log,
  ttlMs = SESSION_CACHE_MS,
  now = Date.now,
}: PgChannelSource & {
  log: Logger;
  ttlMs?: number;
  now?: () => number;
}): SessionCache<T> {
  const listener = createPostgresBus({ pgNotifications, databaseUrl, log, channel: SESSION_CHANGED_CHANNEL });
  const byToken = new Map<string, Kept<T>>();
  const bySession = new Map<string, Set<string>>();
  const byUser = new Map<string, Set<string>>();
  /** Counts every change heard (and every loss of the listener): a read that saw it move is not kept. */
  let changes = 0;
  let started = false;

  const index = (map: Map<string, Set<string>>, key: string, token: string) => {
    const set = map.get(key);
    if (set) set.add(token);
    else map.set(key, new Set([token]));
  };
  const unindex = (map: Map<string, Set<string>>, key: string, token: string) => {
    const set = map.get(key);
    set?.delete(token);
    if (set && !set.size) map.delete(key);
  };
  const drop = (token: string) => {
    const k = byToken.get(token);
    if (!k) return;
    byToken.delete(token);
    unindex(bySession, k.sessionId, token);
    unindex(byUser, k.userId, token);
  };
  const clear = () => {
    changes++;
    byToken.clear();
    bySession.clear();
    byUser.clear();
  };
  const listening = () => started && listener.state() === "listening";

  const heard = (payload: string) => {
    changes++;
    const id = payload.slice(2);
    const tokens = payload.startsWith("u:") ? byUser.get(id) : bySession.get(id);
    for (const t of [...(tokens ?? [])]) drop(t);
  };

  return {
    async start() {
      await listener.subscribe({ onMessage: heard, onResumed: clear });
      started = true;
    },
    get(token) {
      if (!listening()) {
        if (byToken.size) clear();
        return undefined;
      }
      const k = byToken.get(token);
      if (!k) return undefined;
      if (k.until <= now()) {
        drop(token);
        return undefined;
      }
      return k.value;
    },
    mark: () => changes,
    put(token, value, { sessionId, userId, expiresMs }, mark) {
      if (mark !== changes || !listening()) return;
      if (byToken.size >= MAX_KEPT) clear();
      drop(token);
      byToken.set(token, { value, sessionId, userId, until: Math.min(expiresMs, now() + ttlMs) });
      index(bySession, sessionId, token);
      index(byUser, userId, token);
    },
    drop(token) {
      changes++;
      drop(token);
    },
    size: () => byToken.size,
    async close() {
      started = false;
      clear();
      await listener.close();
    },
  };
}
