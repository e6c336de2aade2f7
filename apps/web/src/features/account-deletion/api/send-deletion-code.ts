import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/account/deletion/code: a one-time code to the account's email. */
export const sendDeletionCode = () => api<{ sent: true }>("/api/account/deletion/code", { method: "POST", body: {} });

export const useSendDeletionCode = () => useMutation({ mutationFn: sendDeletionCode });
