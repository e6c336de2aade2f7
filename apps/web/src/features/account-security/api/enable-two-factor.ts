import { api } from "../../../lib/api-client.ts";

/** POST /api/account/two-factor/enable: the password gives a secret for the app and 10 backup codes. */
export const enableTwoFactor = (password: string) =>
  api<{ totpURI: string; backupCodes: string[] }>("/api/account/two-factor/enable", {
    method: "POST",
    body: { password },
  });
