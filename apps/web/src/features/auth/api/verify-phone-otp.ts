import { api } from "../../../lib/api-client.ts";

export const verifyPhoneOtp = (phoneNumber: string, code: string) =>
  api("/api/auth/phone-number/verify", { method: "POST", body: { phoneNumber, code } });
