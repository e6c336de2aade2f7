import type {
  CreateBookingBody,
  CreateBookingResponse,
  SandboxPayResponse,
  VerifyPaymentBody,
} from "@saathi/contract/bookings";
import { api } from "../api-client.ts";

/** createBooking: a fresh Idempotency-Key per attempt, so a retried request holds one slot only. */
export const createBooking = (body: CreateBookingBody, idempotencyKey: string) =>
  api<CreateBookingResponse>("/api/bookings", { method: "POST", body, headers: { "idempotency-key": idempotencyKey } });

export const verifyPayment = (bookingId: string, body: VerifyPaymentBody) =>
  api<{ confirmed: true; bookingId: string }>(`/api/bookings/${bookingId}/verify`, { method: "POST", body });

/** The checkout was closed or failed: give the slot back at once (best effort). */
export const releaseHold = (bookingId: string, reason: "cancelled" | "failed") =>
  api<{ released: boolean }>(`/api/bookings/${bookingId}/release`, { method: "POST", body: { reason } }).catch(() => ({
    released: false,
  }));

export const sandboxPay = (orderId: string) =>
  api<SandboxPayResponse>(`/api/payments/sandbox/${encodeURIComponent(orderId)}/pay`, { method: "POST" });

export const sandboxFail = (orderId: string) =>
  api<{ failed: true }>(`/api/payments/sandbox/${encodeURIComponent(orderId)}/fail`, { method: "POST" }).catch(
    () => null,
  );
