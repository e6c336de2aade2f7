import type { AvailabilityCheck, StrandedList } from "@saathi/contract/availability";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/expert/availability/check: booked sessions a change would leave outside my availability. */
export const checkAvailability = (change: AvailabilityCheck) =>
  api<StrandedList>("/api/expert/availability/check", { method: "POST", body: change });

export const useCheckAvailability = () => useMutation({ mutationFn: checkAvailability });
