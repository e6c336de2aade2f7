import type { FollowState } from "@saathi/contract/follows";
import { api } from "../../../lib/api-client.ts";

/** POST /api/follow-requests/:userId/accept */
export const acceptFollow = (userId: string) =>
  api<FollowState>(`/api/follow-requests/${userId}/accept`, { method: "POST" });
