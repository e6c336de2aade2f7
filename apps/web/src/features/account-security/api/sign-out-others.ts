import { api } from "../../../lib/api-client.ts";

/** POST /api/account/sessions/sign-out-others: every device but this one is signed out. */
export const signOutOthers = () =>
  api<{ revoked: number }>("/api/account/sessions/sign-out-others", { method: "POST" });
