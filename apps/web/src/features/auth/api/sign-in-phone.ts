import { api } from "../../../lib/api-client.ts";

export const signInPhone = (phoneNumber: string, password: string) =>
  api("/api/auth/sign-in/phone-number", { method: "POST", body: { phoneNumber, password } });
