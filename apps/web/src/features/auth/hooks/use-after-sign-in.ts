import { expertNeedsOnboarding, homePathFor } from "@saathi/contract/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { meQueryOptions } from "../../../lib/api/session/get-me.ts";

/** A same-site path to return to after sign-in (?next=/games); anything else is ignored. */
export function returnPath(next: string | null): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}

/**
 * After any sign-in: read the profile, then experts go to onboarding (if their profile lacks a
 * display name, bio or languages), otherwise back to the page that asked for the sign-in (?next=),
 * or experts to their feed, everyone else to /feed. A failed read goes to /feed.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const back = returnPath(useSearchParams()[0].get("next"));
  return async (override?: string) => {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    let target = "/feed";
    try {
      const me = await queryClient.fetchQuery(meQueryOptions);
      const role = me.user?.role;
      if (role === "expert")
        target = me.profile && !expertNeedsOnboarding(me.profile) ? homePathFor(role) : "/expert/onBoarding";
    } catch {
      target = "/feed";
    }
    navigate(override ?? (target === "/expert/onBoarding" ? target : (back ?? target)), { replace: true });
  };
}
