import { api } from "../../../lib/api-client.ts";

type OtpType = "sign-in" | "email-verification" | "forget-password";

export const sendEmailOtp = (email: string, type: OtpType) =>
  api("/api/auth/email-otp/send-verification-otp", { method: "POST", body: { email, type } });
