// The console's frame: "Saathi admin", the sections' navigation (a side column on a laptop, a menu that
// opens on a phone), who is signed in, sign-out, and the section's page. Everything sits behind AdminGate.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminMe } from "@saathi/contract/admin";
import { LogOut, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, NavLink, Outlet, useLocation } from "react-router";
import { LanguageSwitch } from "../../components/i18n/language-switch.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { consoleHomeFor, navSectionsFor, sectionAllowed, sectionAt } from "../admin-sections.ts";
import { AdminGate, ConsoleLoading } from "./admin-gate.tsx";
import { useAdminCatalog } from "./admin-i18n.ts";
import { useAdminSignOut } from "./use-admin-sign-out.ts";

/**
 * The navigation's words, by section path. admin-sections.ts keeps its English labels (it may import
 * nothing, so that every page stays lazy); the menu shows them in the language of the moment.
 */
const NAV_LABEL: Record<string, MessageDescriptor> = {
  "": msg`Dashboard`,
  applications: msg`Applications`,
  experts: msg`Experts`,
  members: msg`Members`,
  bookings: msg`Bookings`,
  disputes: msg`Disputes`,
  payouts: msg`Payouts`,
  courses: msg`Courses`,
  moderation: msg`Moderation`,
  listeners: msg`Listeners`,
  "watched-words": msg`Watched words`,
  "daily-wellness": msg`Daily wellness`,
  audit: msg`Audit log`,
  grievances: msg`Grievances`,
  outcomes: msg`Outcomes`,
};

type NavItem = { to: string; label: MessageDescriptor | string };
const navFor = (role: AdminMe["role"]): NavItem[] =>
  navSectionsFor(role).map((s) => ({
    to: s.path ? `/admin/${s.path}` : "/admin",
    label: NAV_LABEL[s.path] ?? (s.label as string),
  }));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-xl px-3 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-muted hover:bg-slate-100 hover:text-ink"}`;

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/admin"} className={linkClass} onClick={onNavigate}>
            {typeof item.label === "string" ? item.label : i18n._(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function AdminLayout() {
  // The console's own catalog first (and again after a change of language).
  if (!useAdminCatalog()) return <ConsoleLoading words={false} />;
  return <AdminGate>{(me) => <Frame email={me.email} role={me.role} />}</AdminGate>;
}

/** A section this role does not use: moderators start at the queue; elsewhere they read why. */
function Allowed({ role }: { role: AdminMe["role"] }) {
  const location = useLocation();
  const section = sectionAt(location.pathname);
  if (!section || sectionAllowed(section, role)) return <Outlet />;
  if (section.path === "") return <Navigate to={consoleHomeFor(role)} replace />;
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="text-xl font-bold text-ink">
        <Trans>For admins only</Trans>
      </h1>
      <p className="text-ink">
        <Trans>This part of the console is for admins. Moderators use the moderation queue.</Trans>
      </p>
      <Link to={consoleHomeFor(role)} className={buttonClasses("primary")}>
        <Trans>Go to the moderation queue</Trans>
      </Link>
    </div>
  );
}

function Frame({ email, role }: { email: string; role: AdminMe["role"] }) {
  const { t } = useLingui();
  const nav = navFor(role);
  const [open, setOpen] = useState(false);
  const signOut = useAdminSignOut();
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  // Moving to another section closes the phone menu.
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        <Trans>Skip to content</Trans>
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-2 px-3 md:px-6">
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-ink hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls="admin-phone-nav"
            onClick={() => setOpen(!open)}
          >
            {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
            <span className="sr-only">{open ? t`Close menu` : t`Menu`}</span>
          </button>
          <p className="flex items-center gap-2 font-bold text-brand-700">
            <img src="/favicon.svg" alt="" width={26} height={26} />
            <Trans>Saathi admin</Trans>
          </p>
          <span className="ml-auto hidden truncate text-sm text-muted sm:block">{email}</span>
          <button
            type="button"
            onClick={signOut}
            className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm font-medium text-ink hover:bg-slate-100 sm:ml-2"
          >
            <LogOut size={18} aria-hidden="true" />
            <Trans>Sign out</Trans>
          </button>
        </div>
        {open ? (
          <nav id="admin-phone-nav" aria-label={t`Console`} className="border-t border-slate-200 p-3 md:hidden">
            <NavList items={nav} onNavigate={() => setOpen(false)} />
            <LanguageSwitch className="mt-3" />
          </nav>
        ) : null}
      </header>
      <div className="flex flex-1">
        <nav aria-label={t`Console`} className="hidden w-56 shrink-0 border-r border-slate-200 bg-white p-3 md:block">
          <NavList items={nav} />
          <LanguageSwitch className="mt-4" />
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-3 md:p-6">
          <Allowed role={role} />
        </main>
      </div>
      <Toaster />
    </div>
  );
}
