import type { UserSummary } from "@saathi/contract/public-profile";
import { api } from "../../../lib/api-client.ts";

/** GET /api/users/search: up to 10 people matching q. */
export const searchUsers = (q: string, signal?: AbortSignal) =>
  api<UserSummary[]>(`/api/users/search?q=${encodeURIComponent(q)}&limit=10`, { signal });
