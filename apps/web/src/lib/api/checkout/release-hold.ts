import { api } from "../../api-client.ts";

/** The checkout was closed or failed: give the slot back at once (best effort). */
export const releaseHold = (bookingId: string, reason: "cancelled" | "failed") =>
  api<{ released: boolean }>(`/api/bookings/${bookingId}/release`, { method: "POST", body: { reason } }).catch(() => ({
    released: false,
  }));
