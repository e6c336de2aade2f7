import { api } from "../../../lib/api-client.ts";

/** DELETE /api/account/sessions/:id: signs one of my devices out. */
export const signOutDevice = (id: string) =>
  api<{ revoked: number }>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
