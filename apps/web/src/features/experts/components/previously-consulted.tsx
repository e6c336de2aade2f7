import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { placeholderKeys } from "../../../lib/placeholders.ts";
import { usePreviouslyConsulted } from "../api/get-previously-consulted.ts";
import { expertPath } from "./expert-card.tsx";

/** Experts the member had sessions with (10 placeholders while loading). */
export function PreviouslyConsulted() {
  const q = usePreviouslyConsulted();
  return (
    <section aria-labelledby="consulted-heading" className="flex flex-col gap-2">
      <h2 id="consulted-heading" className="text-sm font-semibold text-ink">
        <Trans>Previously Consulted</Trans>
      </h2>
      <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-1">
        {q.isLoading
          ? placeholderKeys(10).map((k) => (
              <li key={k} className="h-16 w-14 shrink-0 animate-pulse rounded-2xl bg-slate-100" aria-hidden="true" />
            ))
          : (q.data ?? []).map((e) => (
              <li key={e.expertId} className="w-16 shrink-0 text-center">
                <Link to={expertPath(e)} className="flex flex-col items-center gap-1 text-xs text-ink">
                  <Avatar name={e.displayName} url={e.avatarUrl} size="sm" />
                  <span className="line-clamp-2">{e.displayName}</span>
                </Link>
              </li>
            ))}
      </ul>
      {!q.isLoading && !q.data?.length ? (
        <p className="text-xs text-muted">
          <Trans>Experts you have had sessions with will appear here.</Trans>
        </p>
      ) : null}
    </section>
  );
}
