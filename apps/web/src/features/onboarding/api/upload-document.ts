import type { ApplicationState, DocumentKind } from "@saathi/contract/expert-application";
import { api } from "../../../lib/api-client.ts";

/** POST /api/onboarding/application/documents (multipart: kind, file). */
export function uploadDocument(kind: DocumentKind, file: File) {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file);
  return api<ApplicationState>("/api/onboarding/application/documents", { method: "POST", body: form });
}
