import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** POST /api/guardian-booking/:token/decline: the guardian says no; the time is freed. */
export const declineGuardianBooking = (token: string) =>
  api<{ status: "declined" }>(`/api/guardian-booking/${encodeURIComponent(token)}/decline`, { method: "POST" });

export function useDeclineGuardianBooking(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => declineGuardianBooking(token),
    onSuccess: () => qc.removeQueries({ queryKey: youngPeopleKeys.guardianBooking(token) }),
  });
}
