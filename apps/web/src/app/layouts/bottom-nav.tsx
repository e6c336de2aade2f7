import type { LucideIcon } from "lucide-react";
import { NavLink } from "react-router";

export interface BottomNavItem {
  /** null: shown but without a screen yet. */
  to: string | null;
  label: string;
  icon: LucideIcon;
}

const itemClass = "flex flex-col items-center justify-center gap-0.5 text-[11px]";

/** Phones: five sections at the bottom (hidden while composing a post, and from 1024px). */
export function BottomNav({ items }: { items: readonly BottomNavItem[] }) {
  return (
    <nav
      aria-label="Sections"
      className="fixed inset-x-0 bottom-0 z-30 grid h-16 grid-cols-5 border-t border-slate-200 bg-white in-data-[composing=true]:hidden lg:hidden"
    >
      {items.map(({ to, label, icon: Icon }) =>
        to ? (
          <NavLink
            key={label}
            to={to}
            end
            className={({ isActive }) => `${itemClass} ${isActive ? "text-brand-700" : "text-muted"}`}
          >
            <Icon size={20} aria-hidden="true" />
            {label}
          </NavLink>
        ) : (
          <button key={label} type="button" disabled title="Coming soon" className={`${itemClass} text-muted/60`}>
            <Icon size={20} aria-hidden="true" />
            {label}
          </button>
        ),
      )}
    </nav>
  );
}
