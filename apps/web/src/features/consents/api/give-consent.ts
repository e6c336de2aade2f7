import type { ConsentPurpose } from "@saathi/contract/consents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { giveConsent } from "../../../lib/api/consent/give-consent.ts";
import { consentsKeys } from "./consents-keys.ts";

/** POST /api/account/consents (the fetcher is shared with the journal and tests' prompt). */
export function useGiveConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (purpose: ConsentPurpose) => giveConsent(purpose),
    onSuccess: (data) => qc.setQueryData(consentsKeys.consents(), data),
  });
}
