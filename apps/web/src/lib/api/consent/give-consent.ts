import { CONSENT_ERROR, type ConsentPurpose, type Consents } from "@saathi/contract/consents";
import { ApiError, api } from "../../api-client.ts";

/** POST /api/account/consents: gives (or gives again) one consent. */
export const giveConsent = (purpose: ConsentPurpose) =>
  api<Consents>("/api/account/consents", { method: "POST", body: { purpose } });

/** The server refused to store a journal entry or a result: the sensitive consent is needed first. */
export const isConsentRequired = (err: unknown) => err instanceof ApiError && err.code === CONSENT_ERROR.required;
