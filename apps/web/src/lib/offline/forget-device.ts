// What this browser keeps for the signed-in member, forgotten when they sign out or the session ends:
// a shared phone must never show one member's feed or messages to the next, nor keep
// receiving their pushes.
import { unsubscribeFromPush } from "../push/subscribe-to-push.ts";
import { OFFLINE_CACHE } from "./offline-copies.ts";
import { forgetPageCopies } from "./page-copies.ts";

const forgetters: Array<() => Promise<void> | void> = [];

/**
 * localStorage keys that start with this hold one member's own words (a draft not yet saved): they go
 * at sign-out even when the screen that wrote them was never opened in this visit.
 */
export const MEMBER_STORAGE_PREFIX = "saathi-member:";

function forgetMemberStorage(): void {
  if (typeof localStorage === "undefined") return;
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(MEMBER_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}

/** Other keepers of the member's data on this device (the offline outbox) register their eraser here. */
export function alsoForgetOnSignOut(forget: () => Promise<void> | void): void {
  forgetters.push(forget);
}

/** The saved answers the service worker serves offline. */
export async function forgetOfflineCopies(): Promise<void> {
  // Answers still on their way are not saved by the page afterwards.
  forgetPageCopies();
  if (typeof caches === "undefined") return;
  await caches.delete(OFFLINE_CACHE).catch(() => false);
}

/**
 * Before signing out: stop pushes to this browser (server and push service), then drop the offline
 * copies and anything else registered. Never throws: signing out must always work.
 */
export async function forgetThisDevice(options: { sessionAlive: boolean } = { sessionAlive: true }): Promise<void> {
  await Promise.allSettled([
    unsubscribeFromPush({ tellServer: options.sessionAlive }),
    forgetOfflineCopies(),
    forgetMemberStorage(),
    ...forgetters.map(async (forget) => forget()),
  ]);
}
