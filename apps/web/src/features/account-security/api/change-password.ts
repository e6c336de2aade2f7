import type { ChangePasswordInput } from "@saathi/contract/account-security";
import { api } from "../../../lib/api-client.ts";

/** POST /api/account/password: needs the current password; other devices are signed out. */
export const changePassword = (body: ChangePasswordInput) =>
  api<{ ok: true }>("/api/account/password", { method: "POST", body });
