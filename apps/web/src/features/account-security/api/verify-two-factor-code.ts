import { api } from "../../../lib/api-client.ts";

/**
 * POST /api/auth/two-factor/verify-totp (6 digits) or verify-backup-code (anything else): proves the
 * second factor for this session (it also confirms a new authenticator).
 */
export const verifyTwoFactorCode = (code: string) => {
  const clean = code.replace(/\s+/g, "");
  const path = /^\d{6}$/.test(clean) ? "verify-totp" : "verify-backup-code";
  return api<unknown>(`/api/auth/two-factor/${path}`, { method: "POST", body: { code: clean } });
};
