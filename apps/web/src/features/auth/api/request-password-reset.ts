import { api } from "../../../lib/api-client.ts";

export const requestPasswordReset = (email: string) =>
  api("/api/auth/email-otp/request-password-reset", { method: "POST", body: { email } });
