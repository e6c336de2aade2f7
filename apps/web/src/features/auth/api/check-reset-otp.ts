import { api } from "../../../lib/api-client.ts";

export const checkResetOtp = (email: string, otp: string) =>
  api("/api/auth/email-otp/check-verification-otp", { method: "POST", body: { email, otp, type: "forget-password" } });
