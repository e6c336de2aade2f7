import { api } from "../../../lib/api-client.ts";

export const resetPassword = (email: string, otp: string, password: string) =>
  api("/api/auth/email-otp/reset-password", { method: "POST", body: { email, otp, password } });
