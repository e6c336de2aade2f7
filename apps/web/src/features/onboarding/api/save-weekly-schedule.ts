import type { MyAvailability, ScheduleSave } from "@saathi/contract/availability";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useRefreshAfterAvailability } from "./refresh-after-availability.ts";

/** PUT /api/expert/availability/schedule: my weekly hours (keepSessions: booked sessions I keep outside them). */
export const saveWeeklySchedule = (body: ScheduleSave) =>
  api<MyAvailability>("/api/expert/availability/schedule", { method: "PUT", body });

export function useSaveWeeklySchedule() {
  const refresh = useRefreshAfterAvailability();
  return useMutation({ mutationFn: saveWeeklySchedule, onSettled: refresh });
}
