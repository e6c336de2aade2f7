// The meaningful moments after which the app may offer notifications: a booking, and a
// member's chat message that was sent. A screen marks the moment; the prompt there waits for it.
import { useSyncExternalStore } from "react";

export type PushMoment = "booking" | "chat";

const reached = new Set<PushMoment>();
const listeners = new Set<() => void>();

/** Called on the success path (a sent message); the prompt then shows where it is mounted. */
export function markPushMoment(moment: PushMoment): void {
  if (reached.has(moment)) return;
  reached.add(moment);
  for (const l of listeners) l();
}

export function usePushMoment(moment: PushMoment): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => reached.has(moment),
    () => false,
  );
}
