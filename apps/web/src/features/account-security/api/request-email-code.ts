import { api } from "../../../lib/api-client.ts";

/** POST /api/account/email/code: sends a code to the new address. */
export const requestEmailCode = (newEmail: string) =>
  api<{ ok: true }>("/api/account/email/code", { method: "POST", body: { newEmail } });
