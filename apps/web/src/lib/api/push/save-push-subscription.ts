import type { PushSubscriptionBody } from "@saathi/contract/push";
import { api } from "../../api-client.ts";

/** POST /api/push/subscriptions: this browser's push subscription. */
export const savePushSubscription = (body: PushSubscriptionBody) =>
  api<{ subscribed: true }>("/api/push/subscriptions", { method: "POST", body });
