import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/two-factor/enable: a new secret (as an otpauth URI) and backup codes; a code confirms it. */
export const enableTwoFactor = (password: string) =>
  api<{ totpURI: string; backupCodes: string[] }>("/api/auth/two-factor/enable", {
    method: "POST",
    body: { password },
  });
