import { api } from "../../../lib/api-client.ts";

export const signInEmailOtp = (email: string, otp: string) =>
  api("/api/auth/sign-in/email-otp", { method: "POST", body: { email, otp } });
