import { api } from "../../api-client.ts";

/** POST /api/blocks/:userId: silent; follows both ways end. */
export const blockUser = (userId: string) => api<{ ok: true }>(`/api/blocks/${userId}`, { method: "POST" });
