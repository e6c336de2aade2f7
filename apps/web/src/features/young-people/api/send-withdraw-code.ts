import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/guardian-consent/:token/withdraw-code: a fresh code to the guardian's email. */
export const sendWithdrawCode = (token: string) =>
  api<{ sent: true }>(`/api/guardian-consent/${encodeURIComponent(token)}/withdraw-code`, { method: "POST" });

export const useSendWithdrawCode = (token: string) => useMutation({ mutationFn: () => sendWithdrawCode(token) });
