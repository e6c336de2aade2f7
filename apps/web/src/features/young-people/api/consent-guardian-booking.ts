import type { GuardianAttendance, GuardianCheckout } from "@saathi/contract/guardian-booking";
import { api } from "../../../lib/api-client.ts";

/** POST /api/guardian-booking/:token/consent: present or informed recorded, the payment opened. */
export const consentGuardianBooking = (token: string, attendance: GuardianAttendance) =>
  api<GuardianCheckout>(`/api/guardian-booking/${encodeURIComponent(token)}/consent`, {
    method: "POST",
    body: { attendance },
  });
