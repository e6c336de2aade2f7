import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { healthbotKeys } from "./healthbot-keys.ts";

/** DELETE /api/healthbot: my history goes; the bot starts again from its welcome. */
export const clearHealthbotHistory = () => api<{ cleared: true }>("/api/healthbot", { method: "DELETE" });

export function useClearHealthbotHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHealthbotHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthbotKeys.all }),
  });
}
