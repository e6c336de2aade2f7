import type { SandboxPayResponse } from "@saathi/contract/bookings";
import { api } from "../../../lib/api-client.ts";

/** POST /api/guardian-booking/:token/sandbox/pay: the sandbox's Pay, for this link's booking only. */
export const guardianSandboxPay = (token: string) =>
  api<SandboxPayResponse>(`/api/guardian-booking/${encodeURIComponent(token)}/sandbox/pay`, { method: "POST" });
