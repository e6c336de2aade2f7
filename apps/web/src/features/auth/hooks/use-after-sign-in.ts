import { expertNeedsOnboarding, homePathFor } from "@saathi/contract/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { meQueryOptions } from "../../../lib/session/get-me.ts";

/**
 * After any sign-in: read the profile, then experts go to onboarding (if their profile lacks a
 * display name, bio or languages) or their feed, everyone else to /feed. A failed read goes to /feed.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
    navigate(override ?? target, { replace: true });
  };
}
