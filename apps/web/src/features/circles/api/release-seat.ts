import { api } from "../../../lib/api-client.ts";

/** POST /api/circles/seats/:seatId/release: the checkout was closed or failed, the held seat goes. */
export const releaseSeat = (seatId: string) =>
  api<{ released: boolean }>(`/api/circles/seats/${encodeURIComponent(seatId)}/release`, { method: "POST" });
