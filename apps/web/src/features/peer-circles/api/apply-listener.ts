import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { ListenerMe } from "./get-listener-me.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

/** POST /api/peer-circles/listener/apply: after passing the quiz; a moderator decides. */
export const applyListener = (motivation: string) =>
  api<ListenerMe>("/api/peer-circles/listener/apply", {
    method: "POST",
    body: motivation.trim() ? { motivation: motivation.trim() } : {},
  });

export function useApplyListener() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyListener,
    onSuccess: (me) => qc.setQueryData(peerCirclesKeys.listener(), me),
  });
}
