import { api } from "../../api-client.ts";

/** DELETE /api/push/subscriptions: forget this browser's subscription. */
export const deletePushSubscription = (endpoint: string) =>
  api<{ unsubscribed: true }>("/api/push/subscriptions", { method: "DELETE", body: { endpoint } });
