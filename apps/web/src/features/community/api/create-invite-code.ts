import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { communityKeys } from "./community-keys.ts";

/** POST /api/invites/code: my personal code (made once). */
export const createInviteCode = () => api<{ code: string }>("/api/invites/code", { method: "POST", body: {} });

export function useCreateInviteCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createInviteCode,
    onSuccess: () => void qc.invalidateQueries({ queryKey: communityKeys.invites() }),
  });
}
