import type { ApplicationState } from "@saathi/contract/expert-application";
import { api } from "../../../lib/api-client.ts";

/** DELETE /api/onboarding/application/documents/:id */
export const deleteDocument = (id: string) =>
  api<ApplicationState>(`/api/onboarding/application/documents/${id}`, { method: "DELETE" });
