// The app's service worker seen from the page: registered after the first load so it never
// competes with it, checked for a new version hourly and when the app comes back to the front, and a
// waiting version is offered to the member ("Update") instead of swapped in silently.
import { useSyncExternalStore } from "react";
import { keepShownImagesOnceControlled } from "./page-copies.ts";

interface WorkerState {
  /** A new version is installed and waits for the member's "Update". */
  updateReady: boolean;
}

let state: WorkerState = { updateReady: false };
let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<WorkerState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

const HOUR = 60 * 60 * 1000;

/** Registers /sw.js once (only in a built app in a browser that has service workers). */
export async function registerAppWorker(): Promise<void> {
  if (applyUpdate || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const { registerSW } = await import("virtual:pwa-register");
  keepShownImagesOnceControlled();
  applyUpdate = registerSW({
    immediate: false,
    onNeedRefresh: () => set({ updateReady: true }),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => {});
      };
      setInterval(check, HOUR);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
    },
  });
}

/** Takes the waiting version and reloads into it. */
export async function updateNow(): Promise<void> {
  set({ updateReady: false });
  await applyUpdate?.(true);
}

/** "Later": the prompt goes away; the new version starts at the next visit. */
export function updateLater(): void {
  set({ updateReady: false });
}

export function useAppWorker(): WorkerState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
