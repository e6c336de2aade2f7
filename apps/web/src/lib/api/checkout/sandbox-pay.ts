import type { SandboxPayResponse } from "@saathi/contract/bookings";
import { api } from "../../api-client.ts";

/** POST /api/payments/sandbox/:orderId/pay: the sandbox gateway's Pay button. */
export const sandboxPay = (orderId: string) =>
  api<SandboxPayResponse>(`/api/payments/sandbox/${encodeURIComponent(orderId)}/pay`, { method: "POST" });
