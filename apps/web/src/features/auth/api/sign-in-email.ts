import { api } from "../../../lib/api-client.ts";

export const signInEmail = (email: string, password: string) =>
  api("/api/auth/sign-in/email", { method: "POST", body: { email, password } });
