import { Trans, useLingui } from "@lingui/react/macro";
import type { Match } from "@saathi/contract/matching";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { formatSlotTime } from "../../../lib/slot-time.ts";
import { MISS_TEXT, reasonsLine } from "./reason-text.ts";

/** The booking page with this slot (and the member's mode and language) chosen; visitors sign in first and come back. */
export function bookingPath(m: Match, opts: { mode: string; language: string | null; signedIn: boolean }): string {
  const q = new URLSearchParams({ expert: m.expertId });
  if (m.slot) q.set("slot", m.slot.startsAt);
  const mode =
    opts.mode !== "either" && m.sessionTypes.includes(opts.mode as Match["sessionTypes"][number]) ? opts.mode : null;
  if (mode) q.set("mode", mode);
  if (opts.language && m.languages.includes(opts.language)) q.set("language", opts.language);
  const path = `/expert/booking?${q.toString()}`;
  return opts.signedIn ? path : `/auth?next=${encodeURIComponent(path)}`;
}

/** One suggested counsellor: why, the earliest slot, and 'Book this slot'. */
export function MatchCard({ match, rank, bookTo }: { match: Match; rank: number; bookTo: string }) {
  const { t, i18n } = useLingui();
  const name = match.displayName;
  const fee = formatMoney(match.consultationFee);
  const when = match.slot ? formatSlotTime(match.slot.startsAt) : null;
  const profile = `/expert/${match.username ? `@${match.username}` : match.expertId}`;
  return (
    <article
      aria-labelledby={`match-${match.expertId}`}
      className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} url={match.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h3 id={`match-${match.expertId}`} className="font-semibold text-ink">
            <span className="sr-only">{t`Match ${rank}:`} </span>
            {name}
          </h3>
          <p className="text-sm text-muted">
            <Trans>{fee} for 1 hour</Trans>
          </p>
        </div>
      </div>
      <p className="text-sm font-medium text-brand-800">{reasonsLine(i18n, match.reasons)}</p>
      {match.misses.length ? (
        <ul className="flex flex-col gap-1 text-sm text-amber-800">
          {match.misses.map((m) => (
            <li key={m}>{i18n._(MISS_TEXT[m])}</li>
          ))}
        </ul>
      ) : null}
      {when ? (
        <p className="text-sm text-ink">
          <Trans>Earliest slot: {when}</Trans>
        </p>
      ) : (
        <p className="text-sm text-muted">
          <Trans>No free slot in the next two weeks.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {match.slot ? (
          <Link to={bookTo} className={buttonClasses("primary")} aria-label={t`Book this slot with ${name}`}>
            <Trans>Book this slot</Trans>
          </Link>
        ) : null}
        <Link to={profile} className={buttonClasses("secondary")} aria-label={t`See ${name}'s profile`}>
          <Trans>See profile</Trans>
        </Link>
      </div>
    </article>
  );
}
