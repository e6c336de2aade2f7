// Which open sockets' sessions have ended. Every way a session ends deletes its row, and a trigger on
// the session table (migration session_ended_notify) sends the row's id on SESSION_ENDED_CHANNEL at
// commit: every process hears it on its one PostgreSQL notification connection (pg-notifications.ts),
// whichever bus carries the events (PostgreSQL or Redis), and closes that session's sockets at once.
// As a backstop, every socket's session is checked again every `checkMs` and at its expiry time:
// expiry deletes no row, a member who turned two-factor on owes this session a code, a staff session
// ends when idle, and a notification sent while the LISTEN connection was down reached nobody here.
import { ADMIN_IDLE_MINUTES } from "@saathi/contract/admin";
import type pg from "pg";
import type { Logger } from "pino";
import { createPostgresBus, type PgChannelSource } from "./pg-bus.ts";

export const SESSION_ENDED_CHANNEL = "saathi_session_ended";
/** How often every open socket's session is checked again. */
export const SESSION_CHECK_MS = 60_000;
const STAFF_IDLE_SECONDS = ADMIN_IDLE_MINUTES * 60;
/** Sessions checked per query in a sweep. */
const CHECK_BATCH = 1000;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SessionWatch {
  /** Listens for ended sessions and starts the periodic check. */
  start(): Promise<void>;
  /**
   * Checks one session now (a socket that just joined: its row may have gone between the cookie's
   * check and the socket's registration) and arranges a check at its expiry. False: it has ended.
   */
  watch(sessionId: string): Promise<boolean>;
  /** The session has no socket left here: no expiry check for it. */
  forget(sessionId: string): void;
  close(): Promise<void>;
}

export interface SessionWatchDeps extends PgChannelSource {
  pool: pg.Pool;
  log: Logger;
  /** The sessions with a socket open in this process. */
  sessions(): string[];
  /** Closes the sockets of a session that ended. */
  ended(sessionId: string): void;
  checkMs?: number;
}

export function createSessionWatch({
  pgNotifications,
  databaseUrl,
  pool,
  log,
  sessions,
  ended,
  checkMs = SESSION_CHECK_MS,
}: SessionWatchDeps): SessionWatch {
  const listener = createPostgresBus({ pgNotifications, databaseUrl, log, channel: SESSION_ENDED_CHANNEL });
  const expiryTimers = new Map<string, NodeJS.Timeout>();
  let sweepTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const forget = (id: string) => {
    const t = expiryTimers.get(id);
    if (t) clearTimeout(t);
    expiryTimers.delete(id);
  };

  const end = (id: string) => {
    forget(id);
    ended(id);
  };

  /**
   * The given sessions still usable by a socket (as the session reader would let them in), with
   * when each expires. Ids that are not uuids cannot be sessions.
   */
  const live = async (ids: string[]): Promise<Map<string, number>> => {
    const { rows } = await pool.query<{ id: string; expires_ms: number }>(
      `select s.id::text as id, extract(epoch from s.expires_at)::float8 * 1000 as expires_ms
         from session s join "user" u on u.id = s.user_id
        where s.id = any($1::uuid[]) and s.expires_at > now()
          and not (u.two_factor_enabled and s.second_factor_at is null and u.role not in ('admin', 'moderator'))
          and not (u.role in ('admin', 'moderator')
                   and extract(epoch from now() - coalesce(s.last_active_at, s.created_at)) > $2)`,
      [ids, STAFF_IDLE_SECONDS],
    );
    return new Map(rows.map((r) => [r.id, r.expires_ms]));
  };

  /** A session that expires before the next sweep is checked again at its expiry. */
  const arrange = (id: string, expiresMs: number) => {
    const delay = expiresMs - Date.now();
    if (closed || delay > checkMs || expiryTimers.has(id)) return;
    const t = setTimeout(
      () => {
        expiryTimers.delete(id);
        void check([id]);
      },
      Math.min(Math.max(delay, 0) + 50, MAX_TIMER_MS),
    );
    t.unref();
    expiryTimers.set(id, t);
  };

  /** Ends whichever of these sessions ended; a database that cannot answer ends nothing (checked next time). */
  const check = async (ids: string[]) => {
    for (let i = 0; i < ids.length && !closed; i += CHECK_BATCH) {
      const batch = ids.slice(i, i + CHECK_BATCH);
      let found: Map<string, number>;
      try {
        found = await live(batch);
      } catch (err) {
        log.warn({ err, sessions: batch.length }, "realtime session check failed; retried at the next sweep");
        return;
      }
      if (closed) return;
      for (const id of batch) {
        const expiresMs = found.get(id);
        if (expiresMs === undefined) end(id);
        else arrange(id, expiresMs);
      }
    }
  };

  const sweep = () => check(sessions());

  /**
   * Sockets that just joined, checked in groups: one query for every socket that joined since the last
   * one was asked (10,000 sockets connecting were 10,000 queries), the next group as soon as it answers.
   */
  let toCheck = new Map<string, ((live: boolean) => void)[]>();
  let checking: Promise<void> | null = null;
  let scheduled = false;
  const checkJoined = async () => {
    scheduled = false;
    while (toCheck.size) {
      const group = toCheck;
      toCheck = new Map();
      const ids = [...group.keys()];
      let found: Map<string, number> | null = null;
      try {
        found = new Map();
        for (let i = 0; i < ids.length; i += CHECK_BATCH) {
          for (const [id, ms] of await live(ids.slice(i, i + CHECK_BATCH))) found.set(id, ms);
        }
      } catch (err) {
        // The cookie was just checked against the row; the sweep checks it again.
        log.warn({ err }, "realtime session check failed; retried at the next sweep");
        found = null;
      }
      for (const [id, answers] of group) {
        const expiresMs = found?.get(id);
        const ok = found === null || expiresMs !== undefined;
        if (found && expiresMs !== undefined) arrange(id, expiresMs);
        for (const answer of answers) answer(ok);
      }
    }
    checking = null;
  };

  return {
    async start() {
      await listener.subscribe({
        onMessage: (id) => end(id),
        // Sessions that ended while the LISTEN connection was down told nobody here.
        onResumed: () => void sweep(),
      });
      sweepTimer = setInterval(() => void sweep(), checkMs);
      sweepTimer.unref();
    },
    watch(sessionId) {
      return new Promise<boolean>((resolve) => {
        const same = toCheck.get(sessionId);
        if (same) same.push(resolve);
        else toCheck.set(sessionId, [resolve]);
        if (!checking && !scheduled) {
          scheduled = true;
          setImmediate(() => {
            checking = checkJoined();
          });
        }
      });
    },
    forget,
    async close() {
      closed = true;
      if (sweepTimer) clearInterval(sweepTimer);
      for (const t of expiryTimers.values()) clearTimeout(t);
      expiryTimers.clear();
      await listener.close();
    },
  };
}
