import { api } from "../../../lib/api-client.ts";

export const sendPhoneOtp = (phoneNumber: string) =>
  api("/api/auth/phone-number/send-otp", { method: "POST", body: { phoneNumber } });
