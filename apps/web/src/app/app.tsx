import type { MeResponse } from "@saathi/contract/session";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router/dom";
import { AppWorkerPrompts } from "../components/pwa/app-worker-prompts.tsx";
import { SecondFactorGate } from "../features/account-security/components/second-factor-gate.tsx";
import { signOut } from "../features/auth/api/sign-out.ts";
import { meQueryKey } from "../lib/api/session/get-me.ts";
import { onUnauthenticated } from "../lib/api-client.ts";
import { useProfileLocale } from "../lib/i18n/use-profile-locale.ts";
import { forgetThisDevice } from "../lib/offline/forget-device.ts";
import { queryClient } from "../lib/query-client.ts";
import { startSession } from "./guards.ts";
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
        void forgetThisDevice({ sessionAlive: false });
        // A visitor on a signed-in screen (it renders while /api/me is asked, guards.ts startSession) is
        // sent to '/' by the shell, as the guard would have; only a session that was there goes to sign-in.
        const had = queryClient.getQueryData<MeResponse>(meQueryKey);
        queryClient.setQueryData(meQueryKey, { user: null, profile: null });
        // (Its screen's own requests may answer after that, on '/' already: nothing more to do then.)
        const signedInScreen = router.state.matches.some((m) => m.route.loader === startSession);
        if (!had?.user && (signedInScreen || router.state.location.pathname === "/")) return;
        if (!router.state.location.pathname.startsWith("/auth")) void router.navigate("/auth", { replace: true });
      }),
    [router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ProfileLocale />
      <RouterProvider router={router} />
      <AppWorkerPrompts />
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
