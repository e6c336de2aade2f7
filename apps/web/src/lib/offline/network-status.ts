// Whether Saathi can reach its server right now, and whether what a screen shows came from the copies
// the service worker saved (issue 19). Two signals: the browser's own online/offline flag, and the
// header the worker puts on an answer served from its saved copies (SAVED_AT_HEADER), which also
// covers a network that is "on" but too slow to answer (the worker gives up after 10 s).
import { useSyncExternalStore } from "react";

export interface NetworkStatus {
  /** The browser believes it has a network (navigator.onLine). */
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

if (typeof window !== "undefined") {
  window.addEventListener("online", () => set({ online: true }));
  window.addEventListener("offline", () => set({ online: false }));
}

/** Whether the browser says it has a network (read at the moment, for event handlers). */
export function isOnline(): boolean {
  return browserOnline();
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
