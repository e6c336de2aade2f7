import { api } from "../../../lib/api-client.ts";

export const verifyEmailOtp = (email: string, otp: string) =>
  api("/api/auth/email-otp/verify-email", { method: "POST", body: { email, otp } });
