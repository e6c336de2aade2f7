import type { SignupAge, YouthStatus } from "@saathi/contract/young-people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionKeys } from "../../../lib/api/session/session-keys.ts";
import { api } from "../../../lib/api-client.ts";

/** POST /api/young-people/age: the age a member who signed in with Google or Microsoft gives once. */
export const declareAge = (age: SignupAge) => api<YouthStatus>("/api/young-people/age", { method: "POST", body: age });

/** Gives the age, then reads the session again (its age band and the protections follow from it). */
export function useDeclareAge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: declareAge,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.me() }),
  });
}
