import type { FollowState } from "@saathi/contract/follows";
import { api } from "../../api-client.ts";

/** POST /api/follows/:userId (a profile's Follow button and a post's author both follow). */
export const follow = (userId: string) => api<FollowState>(`/api/follows/${userId}`, { method: "POST" });
