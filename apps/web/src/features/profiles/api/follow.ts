import type { FollowState } from "@saathi/contract/follows";
import { api } from "../../../lib/api-client.ts";

/** POST /api/follows/:userId (a request when the member is private) */
export const follow = (userId: string) => api<FollowState>(`/api/follows/${userId}`, { method: "POST" });
