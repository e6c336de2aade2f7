import type { Circle, CircleCreate } from "@saathi/contract/circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** POST /api/expert/circles: one meeting or a weekly series (listed experts). */
export const createCircle = (body: CircleCreate) => api<Circle>("/api/expert/circles", { method: "POST", body });

export function useCreateCircle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCircle,
    onSuccess: () => qc.invalidateQueries({ queryKey: circlesKeys.all }),
  });
}
