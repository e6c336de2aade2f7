// Web Push rules as pure functions: which push services receive our requests, whether a
// browser key is a real P-256 point, how many browsers a member keeps, and the member's push choice.
import { createHash, createPublicKey } from "node:crypto";
import type { NotificationKind } from "@saathi/contract/account-settings";
import { isPushEndpoint } from "@saathi/contract/push";

/** A member's newest browsers kept; subscribing an eleventh drops the one used least recently. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

/**
 * The push services browsers use (Chrome, Edge, Firefox, Safari, Samsung Internet, Opera). In
 * production the server sends only to these hosts, so a subscription cannot make it post to an
 * address of the operator's own network; elsewhere any https host (a test's local push service).
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

export function pushServiceAllowed(endpoint: string, production: boolean): boolean {
  if (!isPushEndpoint(endpoint)) return false;
  if (!production) return true;
  const host = new URL(endpoint).hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Whether the 65 bytes (already checked for size) are a point on P-256 that ECDH can use. */
export function isP256Point(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

/** A subscription is removed only by the member it belongs to. */
export const ownsSubscription = (userId: string, row: { userId: string }) => row.userId === userId;

/** The member's push choice for the kind (the settings' answer has every kind, defaults applied). */
export function pushChosen(kinds: readonly { kind: NotificationKind; push: boolean }[], kind: NotificationKind) {
  return kinds.find((k) => k.kind === kind)?.push ?? false;
}

/** The Topic header for a tag: 24 base64url characters (a push service allows at most 32). */
export const topicOf = (tag: string) => createHash("sha256").update(tag).digest().subarray(0, 18).toString("base64url");
