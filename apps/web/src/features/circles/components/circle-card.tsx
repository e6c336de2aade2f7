import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CIRCLE_TOPIC_LABELS, type Circle } from "@saathi/contract/circles";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { availability, meetingWhen, nextMeeting } from "../circle-rules.ts";

/** One circle in the directory: topic, language, host, the next meeting, the fee and the seats left. */
export function CircleCard({ circle: c, now }: { circle: Circle; now: number }) {
  const { t } = useLingui();
  const next = nextMeeting(c);
  const seats = next ? availability(next, now) : null;
  const left = seats?.kind === "open" ? seats.left : 0;
  const headingId = `circle-${c.id}`;
  const host = c.host.name;
  const title = c.title;
  const fee = formatMoney(c.fee);
  const more = c.occurrences.filter((o) => o.status === "scheduled").length - 1;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-3xl border border-slate-200 bg-white p-4"
      data-testid="circle-card"
    >
      <div className="flex flex-wrap gap-2 text-xs font-medium">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{tx(CIRCLE_TOPIC_LABELS[c.topic])}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-ink">{tx(c.language)}</span>
        {c.weekly ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-ink">
            <Trans>Weekly</Trans>
          </span>
        ) : null}
      </div>
      <h2 id={headingId} className="break-words text-lg font-semibold text-ink">
        <Link to={`/circles/${c.id}`} className="underline-offset-2 hover:underline">
          {c.title}
        </Link>
      </h2>
      <p className="text-sm text-muted">
        <Trans>Hosted by {host}</Trans>
      </p>
      {next ? (
        <p className="text-sm text-ink">
          {meetingWhen(next.startsAt, next.endsAt)}
          {more > 0 ? (
            <span className="text-muted">
              {" "}
              <Trans>(+{more} more)</Trans>
            </span>
          ) : null}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-brand-800">
          {c.fee === 0 ? <Trans>Free</Trans> : <Trans>{fee} per seat</Trans>}
        </p>
        <p className="text-sm text-ink">
          {seats?.kind === "open" ? (
            <Plural value={left} one="# seat left" other="# seats left" />
          ) : seats?.kind === "full" ? (
            <Trans>Full — join waitlist</Trans>
          ) : null}
        </p>
      </div>
      <Link
        to={`/circles/${c.id}`}
        className="inline-flex min-h-11 items-center justify-center rounded-xl border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        aria-label={t`See circle: ${title}`}
      >
        <Trans>See circle</Trans>
      </Link>
    </article>
  );
}
