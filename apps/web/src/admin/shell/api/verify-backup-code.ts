import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/two-factor/verify-backup-code: a one-time backup code instead of the app's code. */
export const verifyBackupCode = (code: string) =>
  api<unknown>("/api/auth/two-factor/verify-backup-code", { method: "POST", body: { code } });
