// Which open sockets belong to which session, over the session watch: a session that ends closes
// every socket opened with it, and a session with no socket left here is no longer watched.
import { createSessionWatch, type SessionWatchDeps } from "./session-watch.ts";

export interface SessionSocketsDeps<C> extends Omit<SessionWatchDeps, "sessions" | "ended"> {
  /** Closes one socket whose session ended. */
  signOut(client: C): void;
}

export function createSessionSockets<C>({ signOut, ...deps }: SessionSocketsDeps<C>) {
  const bySession = new Map<string, Set<C>>();
  const watch = createSessionWatch({
    ...deps,
    sessions: () => [...bySession.keys()],
    ended: (sessionId) => {
      for (const c of bySession.get(sessionId) ?? []) signOut(c);
    },
  });

  return {
    start: watch.start,
    /** Tracks a socket; resolves false when its session has already ended. */
    add(sessionId: string, client: C): Promise<boolean> {
      const same = bySession.get(sessionId);
      if (same) same.add(client);
      else bySession.set(sessionId, new Set([client]));
      return watch.watch(sessionId);
    },
    remove(sessionId: string, client: C): void {
      const same = bySession.get(sessionId);
      same?.delete(client);
      if (same && !same.size) {
        bySession.delete(sessionId);
        watch.forget(sessionId);
      }
    },
    async close(): Promise<void> {
      bySession.clear();
      await watch.close();
    },
  };
}
