import type { ReactNode } from "react";
import { Link } from "react-router";

/** A console page's title, one line saying what it is for, optional actions and a way back. */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** A link above the title, e.g. { to: "/admin/members", label: "All members" }. */
  back?: { to: string; label: string };
}) {
  return (
    <header className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {back ? (
          <Link to={back.to} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            ← {back.label}
          </Link>
        ) : null}
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
