import { api } from "../../../lib/api-client.ts";

export const expertRegisterSendOtp = (fullName: string, email: string) =>
  api("/api/accounts/expert-registration/send-otp", { method: "POST", body: { fullName, email } });
