import type { EmailChangeConfirmInput } from "@saathi/contract/account-security";
import { api } from "../../../lib/api-client.ts";

/** POST /api/account/email: the code from the new address changes it. */
export const confirmEmailChange = (body: EmailChangeConfirmInput) =>
  api<{ ok: true; email: string }>("/api/account/email", { method: "POST", body });
