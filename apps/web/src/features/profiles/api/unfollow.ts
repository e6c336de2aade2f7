import type { FollowState } from "@saathi/contract/follows";
import { api } from "../../../lib/api-client.ts";

/** DELETE /api/follows/:userId */
export const unfollow = (userId: string) => api<FollowState>(`/api/follows/${userId}`, { method: "DELETE" });
