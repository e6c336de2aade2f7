import { Trans, useLingui } from "@lingui/react/macro";
import { greeting } from "@saathi/contract/greeting";
import { Bell, ChevronDown, LogOut } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, Navigate, NavLink, Outlet, useLocation, useOutletContext } from "react-router";
import { useInMemberFrame } from "../../components/layout/member-frame.ts";
import { rememberSignInFor } from "../../components/layout/sign-in-note.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { PendingDeletionBanner } from "../../features/account-deletion/components/pending-deletion-banner.tsx";
import { useProfile } from "../../features/profiles/api/get-profile.ts";
import { needsProfileCompletion } from "../../features/profiles/profile-completion.ts";
import { useNotifications } from "../../lib/api/notifications/get-notifications.ts";
import { useMe } from "../../lib/api/session/get-me.ts";
import { useAfterFirstLoad, useWideScreen } from "../lazy/when.ts";
import { BottomNav } from "./bottom-nav.tsx";
import { expertsTriggerClass } from "./experts-trigger.ts";
import { BOTTOM_NAV, EXPERT_BOTTOM_NAV, EXPERT_NAV, EXPERT_NAV_AFTER, EXPERT_NAV_SOON, TOP_NAV } from "./nav-items.ts";
import { SideMenu } from "./side-menu.tsx";
import { useSignOut } from "./use-sign-out.ts";

// Not on the first screen, so not in its code: each loads when it is needed.
const ExpertsMenu = lazy(async () => ({ default: (await import("./experts-menu.tsx")).ExpertsMenu }));
const LiveListeners = lazy(async () => ({ default: (await import("./live-listeners.tsx")).LiveListeners }));
const ChatDock = lazy(async () => ({
  default: (await import("../../features/chat/components/chat-dock.tsx")).ChatDock,
}));
const ProfileCompletionDialog = lazy(async () => ({
  default: (await import("../../features/profiles/components/profile-completion-dialog.tsx")).ProfileCompletionDialog,
}));
const ProfileEditModal = lazy(async () => ({
  default: (await import("../../features/profiles/components/profile-edit-modal.tsx")).ProfileEditModal,
}));

export interface ShellContext {
  editProfile(): void;
  followers: number;
  following: number;
}

/** What signed-in screens can ask of the frame around them. */
export const useShell = () => useOutletContext<ShellContext>();

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-muted hover:text-ink"}`;

/** The signed-in frame: top bar (desktop), side menu and bottom bar (phones), live notifications. */
export function AppShell() {
  const { t, i18n } = useLingui();
  const me = useMe();
  const user = me.data?.user;
  const expert = user?.role === "expert";
  // Inside the public frame (a tool or community page a member also uses), not the app's own screens.
  const onPublicPage = useInMemberFrame();
  const [editing, setEditing] = useState(false);
  // The profile editor's code arrives on the first 'edit', and stays for the next ones.
  const [editorWanted, setEditorWanted] = useState(false);
  const wide = useWideScreen();
  const settled = useAfterFirstLoad();
  const unread = useNotifications().data?.unread ?? 0;
  const own = useProfile(user?.id ?? "", Boolean(user));
  const signOut = useSignOut();
  const location = useLocation();
  const ctx: ShellContext = {
    editProfile: () => {
      setEditorWanted(true);
      setEditing(true);
    },
    followers: own.data?.stats.followers ?? 0,
    following: own.data?.stats.following ?? 0,
  };
  const name = me.data?.profile?.displayName ?? user?.name ?? "";
  // The frame renders before /api/me answers (guards.ts startSession); a visitor is sent to '/' then.
  if ((me.data && !me.data.user) || (me.isError && !me.data)) {
    rememberSignInFor(location.pathname + location.search);
    return <Navigate to="/" replace />;
  }

  return (
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        <Trans>Skip to content</Trans>
      </a>
      <header className="sticky top-0 z-30 h-16 border-b border-brand-100 bg-white/95 backdrop-blur lg:h-20">
        <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 lg:gap-4 lg:px-6">
          {!expert ? <SideMenu followers={ctx.followers} onEditProfile={ctx.editProfile} /> : null}
          <Link
            to={expert ? "/expert/feed" : "/feed"}
            className="flex items-center gap-2 text-lg font-bold text-brand-700"
          >
            <img src="/favicon.svg" alt="" width={30} height={30} />
            {/* Experts on phones see only the logo; the link keeps its name for screen readers. */}
            <span className={expert ? "sr-only lg:not-sr-only" : ""}>Saathi</span>
          </Link>
          {expert ? (
            <p className="leading-tight lg:hidden">
              <span className="block text-sm font-semibold text-ink">
                {greeting(me.data?.profile?.firstName, name, user?.name)}
              </span>
              <span className="block text-xs text-muted">
                <Trans>Mental Wellness Expert</Trans>
              </span>
            </p>
          ) : null}
          <nav aria-label={t`Main`} className="ml-4 hidden flex-1 items-center gap-1 lg:flex">
            {(expert ? EXPERT_NAV : TOP_NAV.slice(0, 1)).map((l) => (
              <NavLink key={l.to} to={l.to} end className={linkClass}>
                {i18n._(l.label)}
              </NavLink>
            ))}
            {expert
              ? EXPERT_NAV_SOON.map((label) => (
                  <button
                    key={label.id}
                    type="button"
                    disabled
                    title={t`Coming soon`}
                    className="rounded-lg px-3 py-2 text-sm font-medium text-muted/60"
                  >
                    {i18n._(label)}
                  </button>
                ))
              : null}
            {expert
              ? EXPERT_NAV_AFTER.map((l) => (
                  <NavLink key={l.to} to={l.to} className={linkClass}>
                    {i18n._(l.label)}
                  </NavLink>
                ))
              : null}
            {!expert ? (
              <>
                {wide ? (
                  <Suspense
                    fallback={
                      <button type="button" className={expertsTriggerClass}>
                        <Trans>Experts</Trans> <ChevronDown size={14} aria-hidden="true" />
                      </button>
                    }
                  >
                    <ExpertsMenu />
                  </Suspense>
                ) : null}
                {TOP_NAV.slice(1).map((l) => (
                  <NavLink key={l.to} to={l.to} end className={linkClass}>
                    {i18n._(l.label)}
                    {l.to === "/notification" && unread > 0 ? (
                      <span className="ml-1 rounded-full bg-brand-700 px-1.5 text-xs text-white">{unread}</span>
                    ) : null}
                  </NavLink>
                ))}
              </>
            ) : null}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            {!expert ? (
              <Link
                to="/notification"
                aria-label={t`Notifications, ${unread} unread`}
                className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-ink hover:bg-slate-100 lg:hidden"
              >
                <Bell size={22} />
                {unread > 0 ? <span className="absolute top-1 right-1 h-2.5 w-2.5 rounded-full bg-green-500" /> : null}
              </Link>
            ) : null}
            <button type="button" onClick={ctx.editProfile} className="hidden rounded-full lg:block">
              {/* The name is text, not aria-label: the initials shown must not contradict it (axe). */}
              <span className="sr-only">
                <Trans>Your Profile</Trans>
              </span>
              <Avatar name={name} url={me.data?.profile?.avatarUrl} size="sm" />
            </button>
            {expert ? (
              <button
                type="button"
                onClick={signOut}
                aria-label={t`Log Out`}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-ink hover:bg-slate-100 lg:hidden"
              >
                <LogOut size={20} aria-hidden="true" />
              </button>
            ) : null}
            {/* Members' settings on a desktop; phones have it in the side menu, experts in the header. */}
            {!expert ? (
              <NavLink to="/settings" className={(a) => `hidden lg:block ${linkClass(a)}`}>
                <Trans>Settings</Trans>
              </NavLink>
            ) : null}
            {/* Staff reach their console from here; the phone's side menu has it too. */}
            {user?.role === "admin" || user?.role === "moderator" ? (
              <Link to="/admin" className="hidden rounded-lg px-3 py-2 text-sm font-medium text-brand-700 lg:block">
                <Trans>Admin console</Trans>
              </Link>
            ) : null}
            <span className="hidden lg:block">
              <Button variant="ghost" onClick={signOut}>
                <Trans>Logout</Trans>
              </Button>
            </span>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <PendingDeletionBanner />
        <Outlet context={ctx} />
      </main>
      <BottomNav items={expert ? EXPERT_BOTTOM_NAV : BOTTOM_NAV} />
      {/* Each in its own boundary: one loading must not hide (and reset) another that is showing. */}
      {user && settled ? (
        <Suspense fallback={null}>
          <LiveListeners userId={user.id} />
        </Suspense>
      ) : null}
      {/* The Buddies dock is for desktops (it is hidden below 1024 px), so phones never load it. */}
      {user && !expert && wide ? (
        <Suspense fallback={null}>
          <ChatDock me={user.id} />
        </Suspense>
      ) : null}
      {/* The free tools and community pages work without a profile (visitors use them too), so a new
          member is not stopped there; the app's own screens still ask for one. */}
      {!expert && !onPublicPage && needsProfileCompletion(me.data?.profile) ? (
        <Suspense fallback={null}>
          <ProfileCompletionDialog />
        </Suspense>
      ) : null}
      {editorWanted ? (
        <Suspense fallback={null}>
          <ProfileEditModal open={editing} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
      <Toaster />
    </div>
  );
}
