import type { FollowState } from "@saathi/contract/follows";
import { api } from "../../../lib/api-client.ts";

/** POST /api/follow-requests/:userId/decline */
export const declineFollow = (userId: string) =>
  api<FollowState>(`/api/follow-requests/${userId}/decline`, { method: "POST" });
