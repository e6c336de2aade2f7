import type { TimeOff, TimeOffCreate } from "@saathi/contract/availability";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useRefreshAfterAvailability } from "./refresh-after-availability.ts";

/** POST /api/expert/availability/time-off: days off (keepSessions: booked sessions I keep on them). */
export const addTimeOff = (body: TimeOffCreate) =>
  api<TimeOff>("/api/expert/availability/time-off", { method: "POST", body });

export function useAddTimeOff() {
  const refresh = useRefreshAfterAvailability();
  return useMutation({ mutationFn: addTimeOff, onSettled: refresh });
}
