import type { Circle, CircleEdit } from "@saathi/contract/circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** PATCH /api/expert/circles/:circleId: title, ground rules or seats. */
export const editCircle = ({ circleId, body }: { circleId: string; body: CircleEdit }) =>
  api<Circle>(`/api/expert/circles/${encodeURIComponent(circleId)}`, { method: "PATCH", body });

export function useEditCircle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: editCircle,
    onSuccess: () => qc.invalidateQueries({ queryKey: circlesKeys.all }),
  });
}
