import type { CreateBookingBody, CreateBookingResponse } from "@saathi/contract/bookings";
import { api } from "../../api-client.ts";

/** POST /api/bookings: a fresh Idempotency-Key per attempt, so a retried request holds one slot only. */
export const createBooking = (body: CreateBookingBody, idempotencyKey: string) =>
  api<CreateBookingResponse>("/api/bookings", { method: "POST", body, headers: { "idempotency-key": idempotencyKey } });
