// Turns on Web Push in this browser: asks the browser's permission, subscribes with the
// server's VAPID key and saves the subscription for the signed-in member. It uses the app's service
// worker (src/sw/sw.ts), registering it if the page has not yet.
import type { PushSubscriptionBody } from "@saathi/contract/push";
import { deletePushSubscription } from "../api/push/delete-push-subscription.ts";
import { getPushKey } from "../api/push/get-push-key.ts";
import { savePushSubscription } from "../api/push/save-push-subscription.ts";

export type PushSubscribeResult = "subscribed" | "denied" | "unsupported" | "failed";

/** The app's service worker (src/sw/sw.ts), which also shows pushes. */
export const PUSH_WORKER_URL = "/sw.js";

/** Whether this browser can receive Web Push at all (iOS only from the home screen, 16.4+). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    window.isSecureContext
  );
}

/** The browser's answer so far: 'default' (never asked), 'granted' or 'denied'; null without push. */
export function pushPermission(): NotificationPermission | null {
  return pushSupported() ? Notification.permission : null;
}

/** base64url (the server's key) → the bytes `applicationServerKey` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((x, i) => x === b[i]);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register(PUSH_WORKER_URL);
  // A subscription needs an active worker.
  return navigator.serviceWorker.ready;
}

/** Asks (only if never asked), subscribes and saves. Call it from a tap: browsers require a gesture. */
export async function subscribeToPush(): Promise<PushSubscribeResult> {
  if (!pushSupported()) return "unsupported";
  try {
    const permission =
      Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
    if (permission !== "granted") return "denied";
    const [reg, { publicKey }] = await Promise.all([registration(), getPushKey()]);
    const key = keyBytes(publicKey);
    let subscription = await reg.pushManager.getSubscription();
    // Made with another server key (the keys were changed): the push service would refuse ours.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = subscription.toJSON();
    await savePushSubscription({
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    } satisfies PushSubscriptionBody);
    return "subscribed";
  } catch {
    return "failed";
  }
}

/**
 * Stops pushes to this browser (before signing out on a shared device). Without a live session the
 * server is not told; the push service's 410 for the ended subscription removes it there later.
 */
export async function unsubscribeFromPush({ tellServer = true }: { tellServer?: boolean } = {}): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  if (tellServer) await deletePushSubscription(subscription.endpoint).catch(() => {});
  await subscription.unsubscribe();
}
