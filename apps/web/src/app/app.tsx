import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router/dom";
import { SecondFactorGate } from "../features/account-security/components/second-factor-gate.tsx";
import { signOut } from "../features/auth/api/sign-out.ts";
import { onUnauthenticated } from "../lib/api-client.ts";
import { useProfileLocale } from "../lib/i18n/use-profile-locale.ts";
import { queryClient } from "../lib/query-client.ts";
import { meQueryKey } from "../lib/session/get-me.ts";
import { createRouter } from "./router.tsx";

/** Follows the signed-in member's language (inside the query client, which knows the session). */
function ProfileLocale() {
  useProfileLocale();
  return null;
}

/**
 * `router` may be made before the first render (main.tsx does, so the first page's code and data load
 * while the language's catalog does).
 */
export function App({ router: made }: { router?: ReturnType<typeof createRouter> } = {}) {
  const [router] = useState(() => made ?? createRouter());
  // 'Not authenticated' from any call: the session is gone, so forget it and return to sign-in.
  useEffect(
    () =>
      onUnauthenticated(() => {
        // Before the session was ever known (a signed-in screen renders while /api/me is asked, guards.ts),
        // this is a visitor: the shell sends them to '/', as the guard would have.
        const known = queryClient.getQueryData(meQueryKey) !== undefined;
        queryClient.setQueryData(meQueryKey, { user: null, profile: null });
        if (!known) return;
        if (!router.state.location.pathname.startsWith("/auth")) void router.navigate("/auth", { replace: true });
      }),
    [router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ProfileLocale />
      <RouterProvider router={router} />
      <SecondFactorGate
        onSignOut={async () => {
          await signOut().catch(() => {});
          queryClient.clear();
          queryClient.setQueryData(meQueryKey, { user: null, profile: null });
          await router.navigate("/auth", { replace: true });
        }}
      />
    </QueryClientProvider>
  );
}
