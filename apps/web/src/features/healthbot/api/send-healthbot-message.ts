import type { HealthbotSend, HealthbotView } from "@saathi/contract/healthbot";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { healthbotKeys } from "./healthbot-keys.ts";

/** POST /api/healthbot/messages: a quick reply, typed words or 'help'; answers the new conversation. */
export const sendHealthbotMessage = (body: HealthbotSend) =>
  api<HealthbotView>("/api/healthbot/messages", { method: "POST", body });

export function useSendHealthbotMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendHealthbotMessage,
    onSuccess: (view) => queryClient.setQueryData(healthbotKeys.conversation(), view),
  });
}
