import { api } from "../../../lib/api-client.ts";

/** DELETE /api/mutes/:userId. */
export const unmuteUser = (userId: string) => api<{ ok: true }>(`/api/mutes/${userId}`, { method: "DELETE" });
