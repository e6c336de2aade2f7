// Whether Saathi can reach its server right now, and whether what a screen shows came from the copies
// the service worker saved. Evidence, newest first wins: the browser's online/offline
// events, and every API answer (a live answer means reachable, a fetch that found no network means
// not). navigator.onLine alone is not enough: it can be false on a machine with only a loopback
// network, and true behind a network that answers nothing. The worker's SAVED_AT_HEADER on an answer
// says it came from the saved copies, and when they were saved; with the browser online that means a
// network too slow to answer (the worker gives up after 10 s).
import { useSyncExternalStore } from "react";

export interface NetworkStatus {
  /** The server is reachable, as far as the last evidence goes. */
  online: boolean;
  /** API path (no query) → when the copy shown for it was saved; live answers remove their path. */
  saved: ReadonlyMap<string, string>;
}

const listeners = new Set<() => void>();
let status: NetworkStatus = { online: browserOnline(), saved: new Map() };

function browserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

function set(next: Partial<NetworkStatus>): void {
  status = { ...status, ...next };
  for (const l of listeners) l();
}

const backListeners = new Set<() => void>();

function setOnline(online: boolean): void {
  if (status.online === online) return;
  set({ online });
  if (online) for (const l of backListeners) l();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => setOnline(true));
  window.addEventListener("offline", () => setOnline(false));
}

/** Whether the server is reachable as far as we know (read at the moment, for event handlers). */
export function isOnline(): boolean {
  return status.online;
}

/** Called by the API client: an answer came from the server (true), or the fetch found no network (false). */
export function noteReachable(reachable: boolean): void {
  setOnline(reachable);
}

/** Runs `listener` each time the network comes back (the browser's event, or a first live answer). */
export function onBackOnline(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

/**
 * Called by the API client for every answer to a GET: `savedAt` is the worker's SAVED_AT_HEADER when
 * the answer came from the saved copies, null when it came live from the server.
 */
export function noteAnswer(url: string, savedAt: string | null): void {
  const path = url.split("?")[0] ?? url;
  if (savedAt === null && !status.saved.has(path)) return;
  if (savedAt !== null && status.saved.get(path) === savedAt) return;
  const saved = new Map(status.saved);
  if (savedAt === null) saved.delete(path);
  else saved.set(path, savedAt);
  set({ saved });
}

/** The oldest saving time among the copies shown for paths starting with `prefix` (all when omitted). */
export function savedAtFor(s: NetworkStatus, prefix = "/"): string | null {
  let oldest: string | null = null;
  for (const [path, at] of s.saved) {
    if (!path.startsWith(prefix)) continue;
    if (oldest === null || Date.parse(at) < Date.parse(oldest)) oldest = at;
  }
  return oldest;
}

/** The network status, kept current (re-renders on online/offline and on saved-copy answers). */
export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => status,
    () => status,
  );
}

/** Tests: start again from the browser's current flag and no saved copies. */
export function resetNetworkStatus(): void {
  status = { online: browserOnline(), saved: new Map() };
  for (const l of listeners) l();
}
