import { api } from "../../../lib/api-client.ts";
import type { PaidAnswer } from "../../../lib/payments/use-gateway-checkout.ts";

/** POST /api/guardian-booking/:token/verify: the checkout's signed answer, settled like every booking's. */
export const verifyGuardianBooking = (token: string, answer: PaidAnswer) =>
  api<{ status: "confirmed" }>(`/api/guardian-booking/${encodeURIComponent(token)}/verify`, {
    method: "POST",
    body: answer,
  });
