import type { Grievance, GrievanceInput } from "@saathi/contract/grievances";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { grievancesKeys } from "./grievances-keys.ts";

/** POST /api/grievances: raises a request; the answer carries its ticket number. */
export const createGrievance = (body: GrievanceInput) => api<Grievance>("/api/grievances", { method: "POST", body });

export function useCreateGrievance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createGrievance,
    onSuccess: () => qc.invalidateQueries({ queryKey: grievancesKeys.mine() }),
  });
}
