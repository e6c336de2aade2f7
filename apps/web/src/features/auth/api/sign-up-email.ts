import type { SignupAge } from "@saathi/contract/young-people";
import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/sign-up/email, with the age the member gave (a date of birth or an age band). */
export const signUpEmail = (name: string, email: string, password: string, age?: SignupAge) =>
  api("/api/auth/sign-up/email", { method: "POST", body: { name, email, password, ...age } });
