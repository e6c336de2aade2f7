import type { ApplicationDetailsInput, ApplicationState } from "@saathi/contract/expert-application";
import { api } from "../../../lib/api-client.ts";

/** PUT /api/onboarding/application: the credentials for review (draft or changes requested only). */
export const saveApplication = (details: ApplicationDetailsInput) =>
  api<ApplicationState>("/api/onboarding/application", { method: "PUT", body: details });
