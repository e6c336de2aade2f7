// Web Push: a member's browser subscribes with the server's VAPID public key and sends the
// subscription here; the server encrypts each push for that browser (RFC 8291) and signs it (RFC 8292).
import { z } from "zod";
import type { NotificationKind } from "./account-settings.ts";

/** Real endpoints (FCM, Mozilla, Apple, Windows) are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1024;

export const PUSH_MSG = {
  endpointInvalid: "The push address must be an https:// address without spaces or control characters.",
  endpointTooLong: "The push address is too long (at most 1024 characters).",
  p256dhInvalid: "The browser's push key must be a P-256 public key (65 bytes, base64url).",
  authInvalid: "The browser's push secret must be 16 bytes (base64url).",
} as const;

/** printable ASCII only: no spaces, no control characters (a push service's URL never has them). */
const PRINTABLE = /^[\x21-\x7e]+$/;

/** An https:// URL with a host and no user name or password in it. */
export function isPushEndpoint(value: string): boolean {
  if (!PRINTABLE.test(value) || !value.startsWith("https://") || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
}

/**
 * base64url without padding of exactly 65 bytes starting with 0x04 (an uncompressed P-256 point):
 * 87 characters, the first 'B' (0x04's top six bits), the last carrying 4 bits (its low 2 bits zero).
 */
const P256DH = /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$/;
/** base64url without padding of exactly 16 bytes: 22 characters, the last carrying 2 bits. */
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw]$/;

const endpointSchema = z
  .string()
  .max(PUSH_ENDPOINT_MAX, PUSH_MSG.endpointTooLong)
  .refine(isPushEndpoint, PUSH_MSG.endpointInvalid);

/** POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: endpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().regex(P256DH, PUSH_MSG.p256dhInvalid),
        auth: z.string().regex(AUTH, PUSH_MSG.authInvalid),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: this browser's subscription (one's own only). */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema }).strict();
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeSchema>;

/** GET /api/push/key: the applicationServerKey browsers subscribe with (base64url). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });
export const pushUnsubscribedSchema = z.object({ unsubscribed: z.literal(true) });

/** What the service worker receives in each push (decrypted), already in the member's language. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path inside Saathi that a tap on the notification opens (e.g. /call/<room>). */
  url: string;
  /** A newer notification with the same tag replaces the older one (one per chat, one per call). */
  tag?: string;
  kind: NotificationKind;
}
