import { api } from "../../../lib/api-client.ts";

/** POST /api/account/two-factor/disable: turns two-step sign-in off (password needed). */
export const disableTwoFactor = (password: string) =>
  api<{ ok: true }>("/api/account/two-factor/disable", { method: "POST", body: { password } });
