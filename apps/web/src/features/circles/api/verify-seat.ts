import type { Seat, SeatVerifyBody } from "@saathi/contract/circles";
import { api } from "../../../lib/api-client.ts";

/** POST /api/circles/seats/:seatId/verify: the checkout's signed answer; 200 only for a confirmed seat. */
export const verifySeat = (seatId: string, body: SeatVerifyBody) =>
  api<Seat>(`/api/circles/seats/${encodeURIComponent(seatId)}/verify`, { method: "POST", body });
