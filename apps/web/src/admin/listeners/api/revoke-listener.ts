import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { listenersKeys } from "./listeners-keys.ts";

/** POST /api/admin/peer-circles/listeners/:userId/revoke {reason} (audited; takes effect on the next request). */
export const revokeListener = ({ userId, reason }: { userId: string; reason: string }) =>
  adminSend<{ userId: string; status: string }>("POST", `peer-circles/listeners/${encodeURIComponent(userId)}/revoke`, {
    reason,
  });

export function useRevokeListener() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeListener,
    onSettled: () => void qc.invalidateQueries({ queryKey: listenersKeys.all }),
  });
}
