import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useRefreshAfterAvailability } from "./refresh-after-availability.ts";

/** DELETE /api/expert/availability/time-off/:id */
export const deleteTimeOff = (id: string) =>
  api<{ deleted: true }>(`/api/expert/availability/time-off/${id}`, { method: "DELETE" });

export function useDeleteTimeOff() {
  const refresh = useRefreshAfterAvailability();
  return useMutation({ mutationFn: deleteTimeOff, onSettled: refresh });
}
