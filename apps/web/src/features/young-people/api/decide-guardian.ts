import type { GuardianDecision, GuardianStatus } from "@saathi/contract/young-people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** POST /api/guardian-consent/:token/decision: the guardian consents or refuses. */
export const decideGuardian = (token: string, body: GuardianDecision) =>
  api<{ status: GuardianStatus }>(`/api/guardian-consent/${encodeURIComponent(token)}/decision`, {
    method: "POST",
    body,
  });

export function useDecideGuardian(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianDecision) => decideGuardian(token, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: youngPeopleKeys.guardianPage(token) }),
  });
}
