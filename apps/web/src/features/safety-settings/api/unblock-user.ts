import { api } from "../../../lib/api-client.ts";

/** DELETE /api/blocks/:userId. */
export const unblockUser = (userId: string) => api<{ ok: true }>(`/api/blocks/${userId}`, { method: "DELETE" });
