import { api } from "../../../lib/api-client.ts";

/** Sends the registration code; the form says that registering confirms being 18 or older (decision 038). */
export const expertRegisterSendOtp = (fullName: string, email: string) =>
  api("/api/accounts/expert-registration/send-otp", { method: "POST", body: { fullName, email, confirmAdult: true } });
