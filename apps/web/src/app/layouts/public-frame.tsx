// The frame of the public pages: the visitors' header and footer (each page's PublicPage draws them),
// or, for a signed-in member or expert, the signed-in frame with the bell, the side menu and the bottom
// tabs, so the frame never changes under someone who is signed in.
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { MemberFrameContext } from "../../components/layout/member-frame.ts";
import { useMe } from "../../lib/api/session/get-me.ts";
import { PageLoading } from "../pages/page-loading.tsx";

// Visitors never load the signed-in frame's code.
const AppShell = lazy(async () => ({ default: (await import("./app-shell.tsx")).AppShell }));

export function PublicFrame() {
  const signedIn = Boolean(useMe().data?.user);
  if (!signedIn) return <Outlet />;
  return (
    <MemberFrameContext.Provider value>
      <Suspense fallback={<PageLoading />}>
        <AppShell />
      </Suspense>
    </MemberFrameContext.Provider>
  );
}
