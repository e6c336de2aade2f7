import { consentKeys } from "../../../lib/api/consent/consent-keys.ts";

/** Query keys of the consents feature: the consents themselves are shared data (lib/consent). */
export const consentsKeys = {
  consents: consentKeys.list,
  consentsRoot: consentKeys.all,
  nominee: () => ["nominee"] as const,
};
