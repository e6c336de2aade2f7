import type { NoShowHelpResponse } from "@saathi/contract/reminders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** POST /api/bookings/:id/no-show/help: nobody joined the call; the member asks Saathi for help. */
export const askForHelp = (bookingId: string) =>
  api<NoShowHelpResponse>(`/api/bookings/${bookingId}/no-show/help`, { method: "POST", body: {} });

export function useAskForHelp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: askForHelp,
    onSuccess: () => void qc.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
