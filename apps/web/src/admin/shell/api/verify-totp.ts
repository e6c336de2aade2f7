import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/two-factor/verify-totp: the 6-digit code proves the second factor for this session. */
export const verifyTotp = (code: string) =>
  api<unknown>("/api/auth/two-factor/verify-totp", { method: "POST", body: { code } });
