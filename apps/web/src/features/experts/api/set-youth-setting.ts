import type { ExpertYoungPeople } from "@saathi/contract/experts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { expertsKeys } from "./experts-keys.ts";

/** PUT /api/expert/young-people: work with members under 18, and name my school or college. */
export const setYouthSetting = (body: ExpertYoungPeople) =>
  api<ExpertYoungPeople>("/api/expert/young-people", { method: "PUT", body });

export function useSetYouthSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setYouthSetting,
    onSuccess: (saved) => {
      qc.setQueryData(expertsKeys.youthSetting(), saved);
      return qc.invalidateQueries({ queryKey: expertsKeys.details() });
    },
  });
}
