import { api } from "../../../lib/api-client.ts";

export const signUpEmail = (name: string, email: string, password: string) =>
  api("/api/auth/sign-up/email", { method: "POST", body: { name, email, password } });
