import type { YouthStatus } from "@saathi/contract/young-people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** POST /api/young-people/guardian: sends my parent or guardian the link and the code (email, SMS or both). */
export const requestGuardian = (body: { email?: string; phone?: string }) =>
  api<NonNullable<YouthStatus["request"]>>("/api/young-people/guardian", { method: "POST", body });

export function useRequestGuardian() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestGuardian,
    onSuccess: () => qc.invalidateQueries({ queryKey: youngPeopleKeys.status() }),
  });
}
