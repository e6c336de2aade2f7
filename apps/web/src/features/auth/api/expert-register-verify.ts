import { api } from "../../../lib/api-client.ts";

export const expertRegisterVerify = (fullName: string, email: string, otp: string) =>
  api("/api/accounts/expert-registration/verify", { method: "POST", body: { fullName, email, otp } });
