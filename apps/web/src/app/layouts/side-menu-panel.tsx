// The phone's side menu panel (spec §2 Mobile side menu): a Radix dialog, loaded when first opened.
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import {
  Bell,
  BookMarked,
  FileText,
  HeartHandshake,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  Package,
  Settings,
  Shield,
  ShieldCheck,
  Star,
  User,
  Users,
  UsersRound,
  X,
} from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { LanguageSwitch } from "../../components/i18n/language-switch.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { DialogContent } from "../../components/ui/dialog.tsx";
import { assessmentsQueryOptions } from "../../features/assessments/api/get-assessments.ts";
import { useNotifications } from "../../lib/api/notifications/get-notifications.ts";
import { useMe } from "../../lib/api/session/get-me.ts";
import { useSignOut } from "./use-sign-out.ts";

/** The side menu's panel (side-menu.tsx loads it on the first tap of its button). */
export function SideMenuPanel({
  followers,
  onEditProfile,
  open,
  setOpen,
  returnFocus,
}: {
  followers: number;
  onEditProfile(): void;
  open: boolean;
  setOpen(open: boolean): void;
  /** The menu button, focused again when the panel closes. */
  returnFocus(): void;
}) {
  const { t } = useLingui();
  const me = useMe();
  const unread = useNotifications().data?.unread ?? 0;
  const signOut = useSignOut();
  const name = me.data?.profile?.displayName ?? me.data?.user?.name ?? "";
  const item = "flex min-h-12 items-center gap-3 rounded-xl px-3 text-ink hover:bg-brand-50";
  const close = () => setOpen(false);
  // 'My Test Score': the member's latest real result, read when the menu opens.
  const latest = useQuery({ ...assessmentsQueryOptions, enabled: open }).data?.[0];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[84vw] max-w-xs flex-col gap-1 overflow-y-auto bg-white p-4"
        >
          <div className="mb-3 flex items-center gap-3">
            <Avatar name={name} url={me.data?.profile?.avatarUrl} />
            <Dialog.Title className="flex-1 truncate font-semibold text-ink">{name}</Dialog.Title>
            <Dialog.Close aria-label={t`Close menu`} className="rounded-full p-2 hover:bg-slate-100">
              <X size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Your account and Saathi's sections</Trans>
          </Dialog.Description>
          <button
            type="button"
            className={item}
            onClick={() => {
              close();
              onEditProfile();
            }}
          >
            <User size={20} aria-hidden="true" /> <Trans>Profile</Trans>
          </button>
          <Link
            className={item}
            to={me.data?.profile?.username ? `/profile/@${me.data.profile.username}` : "/feed"}
            onClick={close}
          >
            <Users size={20} aria-hidden="true" /> <Trans>Buddies</Trans>{" "}
            <span className="ml-auto text-sm text-muted">{followers}</span>
          </Link>
          <Link className={item} to="/notification" onClick={close}>
            <Bell size={20} aria-hidden="true" /> <Trans>Notification</Trans>
            {unread > 0 ? (
              <span className="ml-auto flex items-center gap-1 text-sm text-muted">
                {unread} <span className="h-2.5 w-2.5 rounded-full bg-green-500" />
                <span className="sr-only">
                  <Trans>new</Trans>
                </span>
              </span>
            ) : null}
          </Link>
          <Link className={item} to="/settings" onClick={close}>
            <Settings size={20} aria-hidden="true" /> <Trans>Settings</Trans>
          </Link>
          <div className="flex min-h-12 items-center gap-3 px-3">
            <LanguageSwitch />
          </div>
          <Link className={item} to="/safety-settings" onClick={close}>
            <ShieldCheck size={20} aria-hidden="true" /> <Trans>Safety settings</Trans>
          </Link>
          <Link className={item} to="/booking" onClick={close}>
            <BookMarked size={20} aria-hidden="true" /> <Trans>Expert Booking</Trans>
          </Link>
          <Link className={item} to="/care" onClick={close}>
            <HeartHandshake size={20} aria-hidden="true" /> <Trans>My care</Trans>
          </Link>
          <Link className={item} to="/packages" onClick={close}>
            <Package size={20} aria-hidden="true" /> <Trans>My packages</Trans>
          </Link>
          <Link className={item} to="/peer-circles" onClick={close}>
            <MessagesSquare size={20} aria-hidden="true" /> <Trans>Peer circles</Trans>
          </Link>
          <Link className={item} to={me.data?.user?.role === "expert" ? "/expert/circles" : "/circles"} onClick={close}>
            <UsersRound size={20} aria-hidden="true" />{" "}
            {me.data?.user?.role === "expert" ? <Trans>My hosted circles</Trans> : <Trans>Support circles</Trans>}
          </Link>
          <Link className={item} to="/score" onClick={close}>
            <Star size={20} aria-hidden="true" /> <Trans>My Test Score</Trans>{" "}
            <span className="ml-auto text-sm text-muted">
              {latest ? `${latest.score}/${latest.maxScore}` : t`Take a test`}
            </span>
          </Link>
          <Link className={item} to="/terms_condition" onClick={close}>
            <FileText size={20} aria-hidden="true" /> <Trans>Terms &amp; Conditions</Trans>
          </Link>
          <Link className={item} to="/privacy/privacyPolicy" onClick={close}>
            <Shield size={20} aria-hidden="true" /> <Trans>Privacy Policy</Trans>
          </Link>
          {me.data?.user?.role === "admin" || me.data?.user?.role === "moderator" ? (
            <Link className={item} to="/admin" onClick={close}>
              <LayoutDashboard size={20} aria-hidden="true" /> <Trans>Admin console</Trans>
            </Link>
          ) : null}
          <button type="button" className={item} onClick={signOut}>
            <LogOut size={20} aria-hidden="true" /> <Trans>Log Out</Trans>
          </button>
          <p className="mt-auto px-3 pt-6 text-xs text-muted">
            <Trans>Follow Us · Instagram · X · YouTube</Trans>
          </p>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
