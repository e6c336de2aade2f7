// Route guards as loaders: they run before a screen renders, so nobody sees a flash of the wrong page.
import { homePathFor } from "@saathi/contract/roles";
import type { MeResponse } from "@saathi/contract/session";
import { redirect } from "react-router";
import { rememberSignInFor } from "../components/layout/sign-in-note.ts";
import { meQueryKey, meQueryOptions } from "../lib/api/session/get-me.ts";
import { queryClient } from "../lib/query-client.ts";

// A failed read already keeps the last known (or saved) session (lib/session/session-rule.ts); it fails
// only when nothing at all is known on this phone, and then there is no member to keep.
const me = (): Promise<MeResponse> =>
  queryClient.ensureQueryData(meQueryOptions).catch(() => ({ user: null, profile: null }));

/** A loader's request (absent when a test calls a guard directly). */
type Args = { request?: Request } | undefined;

/** To '/', noting the page the visitor wanted: the landing page offers a sign-in that returns there. */
function toLanding(args: Args) {
  if (args?.request) {
    const url = new URL(args.request.url);
    rememberSignInFor(url.pathname + url.search);
  }
  return redirect("/");
}

/** Protected screens: visitors go to '/'. */
export async function requireUser(args?: Args) {
  const m = await me();
  if (!m.user) throw toLanding(args);
  return m;
}

/**
 * The signed-in app's frame: nothing waits on /api/me that can render without it. A known
 * session answers at once (a visitor goes to '/'); otherwise /api/me is asked now, alongside the screen's
 * code and data, and the frame renders meanwhile: the shell sends a visitor to '/' when the answer comes.
 */
export function startSession(args?: Args) {
  const known = queryClient.getQueryData<MeResponse>(meQueryKey);
  if (known && !known.user) throw toLanding(args);
  if (!known) void me();
  return null;
}

/** /auth and /expert/auth: signed-in members go home (experts to /expert/feed). */
export async function redirectSignedIn() {
  const m = await me();
  if (m.user) throw redirect(homePathFor(m.user.role));
  return null;
}

/** '/': the landing page for visitors, home for members. */
export const landing = redirectSignedIn;

/**
 * Public pages: anyone may open them; the session is read first (never a redirect), so a signed-in
 * member sees them inside the member frame from the first paint (layouts/public-frame.tsx).
 */
export async function knowSession() {
  await me();
  return null;
}
