import { api } from "../../../lib/api-client.ts";

/** GET /api/profiles/username-availability */
export const checkUsername = (username: string, signal?: AbortSignal) =>
  api<{ available: boolean }>(`/api/profiles/username-availability?username=${encodeURIComponent(username)}`, {
    signal,
  });
