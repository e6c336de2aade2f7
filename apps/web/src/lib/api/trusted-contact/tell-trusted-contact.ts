import type { TrustedContactTell } from "@saathi/contract/safety-plan";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../api-client.ts";

/** POST /api/safety-plan/trusted-contact/tell: sends the short check-in message, only on the member's tap. */
export const tellTrustedContact = () =>
  api<TrustedContactTell>("/api/safety-plan/trusted-contact/tell", { method: "POST" });

export const useTellTrustedContact = () => useMutation({ mutationFn: tellTrustedContact });
