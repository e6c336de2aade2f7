// What a failed read of "who is signed in" means. Only the server saying the session is gone (a 401)
// makes a visitor. A request that failed (no network, the service worker's offline answer, a server
// error, a timeout) says nothing about the session: a member who was signed in stays signed in, so the
// installed app offline opens the member's saved screens, never the visitors' landing page.
import type { MeResponse } from "@saathi/contract/session";
import { ApiError } from "../api-client.ts";

export const VISITOR: MeResponse = { user: null, profile: null };

/**
 * The session after /api/me failed with `error`: a visitor on a 401; otherwise the last known session
 * (in memory, else the copy saved on this device), or null when nothing is known (the caller decides).
 */
export function sessionAfterFailedRead(
  error: unknown,
  lastKnown: MeResponse | null | undefined,
  savedOnDevice: MeResponse | null | undefined,
): MeResponse | null {
  if (error instanceof ApiError && error.status === 401) return VISITOR;
  return usable(lastKnown) ?? usable(savedOnDevice) ?? null;
}

function usable(me: MeResponse | null | undefined): MeResponse | null {
  return me && typeof me === "object" && "user" in me ? me : null;
}
