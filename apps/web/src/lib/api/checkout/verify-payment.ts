import type { VerifyPaymentBody } from "@saathi/contract/bookings";
import { api } from "../../api-client.ts";

/** POST /api/bookings/:id/verify: the gateway's answer for a held booking. */
export const verifyPayment = (bookingId: string, body: VerifyPaymentBody) =>
  api<{ confirmed: true; bookingId: string }>(`/api/bookings/${bookingId}/verify`, { method: "POST", body });
