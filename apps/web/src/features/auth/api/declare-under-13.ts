import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionKeys } from "../../../lib/api/session/session-keys.ts";
import { api } from "../../../lib/api-client.ts";
import { forgetThisDevice } from "../../../lib/offline/forget-device.ts";

/**
 * POST /api/young-people/age/under-13: a child under 13 after a Google or Microsoft sign-in; the server
 * erases the account at once and answers 403 UNDER_13 with the helplines' sentence.
 */
export const declareUnder13 = () => api<unknown>("/api/young-people/age/under-13", { method: "POST", body: {} });

/** Then this browser forgets the member (the session has ended with the account) and the session is read again. */
export function useDeclareUnder13() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: declareUnder13,
    onSettled: async () => {
      await forgetThisDevice({ sessionAlive: false }).catch(() => {});
      await qc.invalidateQueries({ queryKey: sessionKeys.me() });
    },
  });
}
