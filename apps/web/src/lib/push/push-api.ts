// Web Push's three endpoints (issue 19). No cache: each is used once, at the moment a member allows
// notifications (or stops them).
import type { PushKey, PushSubscriptionBody } from "@saathi/contract/push";
import { api } from "../api-client.ts";

export const getPushKey = () => api<PushKey>("/api/push/key");

export const savePushSubscription = (body: PushSubscriptionBody) =>
  api<{ subscribed: true }>("/api/push/subscriptions", { method: "POST", body });

export const deletePushSubscription = (endpoint: string) =>
  api<{ unsubscribed: true }>("/api/push/subscriptions", { method: "DELETE", body: { endpoint } });
