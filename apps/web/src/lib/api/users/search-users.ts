import type { UserSummary } from "@saathi/contract/public-profile";
import { api } from "../../api-client.ts";

/** GET /api/users/search: people by name or username (the feed's search and a new chat both look people up). */
export const searchUsers = (q: string, signal?: AbortSignal) =>
  api<UserSummary[]>(`/api/users/search?q=${encodeURIComponent(q)}&limit=10`, { signal });
