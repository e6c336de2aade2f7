import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { listenersKeys } from "./listeners-keys.ts";

/** POST /api/admin/peer-circles/listeners/:userId/approve (audited; the member is told). */
export const approveListener = ({ userId, reason }: { userId: string; reason?: string }) =>
  adminSend<{ userId: string; status: string }>(
    "POST",
    `peer-circles/listeners/${encodeURIComponent(userId)}/approve`,
    reason ? { reason } : {},
  );

export function useApproveListener() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: approveListener,
    onSettled: () => void qc.invalidateQueries({ queryKey: listenersKeys.all }),
  });
}
