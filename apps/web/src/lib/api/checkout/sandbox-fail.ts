import { api } from "../../api-client.ts";

/** POST /api/payments/sandbox/:orderId/fail: the sandbox gateway's Fail payment button (best effort). */
export const sandboxFail = (orderId: string) =>
  api<{ failed: true }>(`/api/payments/sandbox/${encodeURIComponent(orderId)}/fail`, { method: "POST" }).catch(
    () => null,
  );
