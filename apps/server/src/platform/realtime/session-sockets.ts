// Which open sockets belong to which session, over the session watch: a session that ends closes
// every socket opened with it, and a session with no socket left here is no longer watched.
// A session or member that changed (SESSION_CHANGED_CHANNEL: two-factor turned on, a second factor
// given, a role changed...) has its sockets' session checked again at once, and requests over those
// sockets (socket-requests.ts) wait for that check: they are refused exactly when an HTTP request,
// which reads the changed session again, would be.
import { SESSION_CHANGED_CHANNEL } from "../auth/session-cache.ts";
import { createPostgresBus } from "./pg-bus.ts";
import { createSessionWatch, type SessionWatchDeps } from "./session-watch.ts";

export interface SessionSocketsDeps<C> extends Omit<SessionWatchDeps, "sessions" | "ended"> {
  /** Closes one socket whose session ended. */
  signOut(client: C): void;
  /** The member a socket belongs to. */
  userOf(client: C): string;
}

export function createSessionSockets<C>({ signOut, userOf, ...deps }: SessionSocketsDeps<C>) {
  const bySession = new Map<string, Set<C>>();
  const byUser = new Map<string, Set<string>>();
  /** Sessions being checked again after a change: requests over their sockets wait for the answer. */
  const rechecks = new Map<string, Promise<boolean>>();
  const ended = (sessionId: string) => {
    for (const c of bySession.get(sessionId) ?? []) signOut(c);
  };
  const watch = createSessionWatch({ ...deps, sessions: () => [...bySession.keys()], ended });
  const changes = createPostgresBus({ ...deps, channel: SESSION_CHANGED_CHANNEL });

  const recheck = (sessionId: string) => {
    if (!bySession.has(sessionId) || rechecks.has(sessionId)) return;
    const check: Promise<boolean> = watch.watch(sessionId).then((live) => {
      if (rechecks.get(sessionId) === check) rechecks.delete(sessionId);
      if (!live) ended(sessionId);
      return live;
    });
    rechecks.set(sessionId, check);
  };
  const changed = (payload: string) => {
    const id = payload.slice(2);
    if (payload.startsWith("u:")) for (const s of byUser.get(id) ?? []) recheck(s);
    else recheck(id);
  };

  return {
    async start() {
      await watch.start();
      // While this listener was down, changes told nobody here: every socket's session is checked again.
      await changes.subscribe({ onMessage: changed, onResumed: () => [...bySession.keys()].forEach(recheck) });
    },
    /** Tracks a socket; resolves false when its session has already ended. */
    add(sessionId: string, client: C): Promise<boolean> {
      const same = bySession.get(sessionId);
      if (same) same.add(client);
      else bySession.set(sessionId, new Set([client]));
      const user = userOf(client);
      const sessions = byUser.get(user);
      if (sessions) sessions.add(sessionId);
      else byUser.set(user, new Set([sessionId]));
      return watch.watch(sessionId);
    },
    /** A check of this session after a change, while on its way (null: none). */
    checking(sessionId: string): Promise<boolean> | null {
      return rechecks.get(sessionId) ?? null;
    },
    remove(sessionId: string, client: C): void {
      const same = bySession.get(sessionId);
      same?.delete(client);
      if (same && !same.size) {
        bySession.delete(sessionId);
        watch.forget(sessionId);
        const user = userOf(client);
        const sessions = byUser.get(user);
        sessions?.delete(sessionId);
        if (sessions && !sessions.size) byUser.delete(user);
      }
    },
    async close(): Promise<void> {
      bySession.clear();
      byUser.clear();
      await changes.close();
      await watch.close();
    },
  };
}
