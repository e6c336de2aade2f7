// Sends one encrypted Web Push message (RFC 8030 + 8291 aes128gcm, signed with VAPID RFC
// 8292) through the web-push library. It never throws: the answer says sent, gone (404/410: the
// subscription is dead) or failed with the reason.
import webpush from "web-push";
import type { VapidDetails } from "./vapid.ts";

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushUrgency = "very-low" | "low" | "normal" | "high";

export interface PushSendOptions {
  /** How long the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** Replaces an undelivered message with the same topic (≤ 32 base64url characters). */
  topic?: string;
}

export type PushOutcome =
  | { result: "sent"; statusCode: number }
  | { result: "gone"; statusCode: number }
  | { result: "failed"; statusCode: number | null; reason: string };

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushOutcome>;
}

/** A push service waits this long at most; a slow one never holds anything else up for longer. */
const TIMEOUT_MS = 10_000;

export function createPushSender(vapid: VapidDetails): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, options) {
      try {
        const res = await webpush.sendNotification(target, payload, {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: "aes128gcm",
          timeout: TIMEOUT_MS,
          ...(options.topic ? { topic: options.topic } : {}),
        });
        return { result: "sent", statusCode: res.statusCode };
      } catch (err) {
        if (err instanceof webpush.WebPushError) {
          if (err.statusCode === 404 || err.statusCode === 410) return { result: "gone", statusCode: err.statusCode };
          return {
            result: "failed",
            statusCode: err.statusCode,
            reason: `${err.statusCode} ${err.body}`.slice(0, 300),
          };
        }
        return { result: "failed", statusCode: null, reason: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
