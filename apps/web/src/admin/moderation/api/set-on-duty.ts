import type { OnDuty } from "@saathi/contract/care";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** PUT /api/admin/moderation/on-duty: go on or off duty (audited). */
export const setOnDuty = (onDuty: boolean) => adminSend<OnDuty>("PUT", "moderation/on-duty", { onDuty });

export function useSetOnDuty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setOnDuty,
    onSuccess: (state) => qc.setQueryData(moderationKeys.onDuty(), state),
  });
}
