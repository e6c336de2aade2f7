import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { LucideIcon } from "lucide-react";
import { NavLink } from "react-router";

export interface BottomNavItem {
  /** null: shown but without a screen yet. */
  to: string | null;
  label: MessageDescriptor;
  icon: LucideIcon;
}

const itemClass = "flex flex-col items-center justify-center gap-0.5 text-[11px]";

/** Phones: five sections at the bottom (hidden while composing a post, and from 1024px). */
export function BottomNav({ items }: { items: readonly BottomNavItem[] }) {
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={t`Sections`}
      className="fixed inset-x-0 bottom-0 z-30 grid h-16 grid-cols-5 border-t border-slate-200 bg-white in-data-[composing=true]:hidden lg:hidden"
    >
      {items.map(({ to, label, icon: Icon }) =>
        to ? (
          <NavLink
            key={to}
            to={to}
            end
            className={({ isActive }) => `${itemClass} ${isActive ? "text-brand-700" : "text-muted"}`}
          >
            <Icon size={20} aria-hidden="true" />
            {i18n._(label)}
          </NavLink>
        ) : (
          <button key={label.id} type="button" disabled title={t`Coming soon`} className={`${itemClass} text-muted/60`}>
            <Icon size={20} aria-hidden="true" />
            {i18n._(label)}
          </button>
        ),
      )}
    </nav>
  );
}
