import { Trans } from "@lingui/react/macro";
import { CIRCLE_TOPIC_LABELS, type Circle } from "@saathi/contract/circles";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useHostedCircles } from "../api/get-hosted-circles.ts";
import { meetingWhen } from "../circle-rules.ts";
import { ExpertMoneyPanel } from "../components/expert-money-panel.tsx";
import { MediaNotice } from "../components/media-notice.tsx";

/** /expert/circles: the circles an expert hosts, with the next meeting and its seats; a new one. */
export function HostedCirclesPage() {
  const circles = useHostedCircles();
  const [now] = useState(() => Date.now());
  const list = circles.data?.circles ?? [];
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>My hosted circles</Trans>
        </h1>
        <Link to="/expert/circles/new" className={buttonClasses("primary")}>
          <Trans>Host a circle</Trans>
        </Link>
      </header>
      <MediaNotice />
      <ExpertMoneyPanel />
      {circles.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading your circles…</Trans>
        </p>
      ) : circles.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>
            <Trans>We couldn't load your circles. Check your connection and try again.</Trans>
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void circles.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-3xl border border-slate-200 bg-white p-5">
          <p className="text-ink">
            <Trans>You host no circles yet</Trans>
          </p>
          <p className="text-sm text-muted">
            <Trans>
              A circle is a small group of up to 12 members on one topic: once, or every week. You set the fee per seat,
              or make it free.
            </Trans>
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.map((c) => (
            <li key={c.id}>
              <HostedCard circle={c} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HostedCard({ circle: c, now }: { circle: Circle; now: number }) {
  const next = c.occurrences.find((o) => o.status === "scheduled" && new Date(o.endsAt).getTime() > now);
  const taken = next ? next.seats - next.seatsLeft : 0;
  const seats = next?.seats ?? c.seats;
  const waiting = next?.waiting ?? 0;
  const fee = formatMoney(c.fee);
  const when = next ? meetingWhen(next.startsAt, next.endsAt) : "";
  const headingId = `hosted-${c.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-3xl border border-slate-200 bg-white p-4"
      data-testid="hosted-circle"
    >
      <div className="flex flex-wrap gap-2 text-xs font-medium">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{tx(CIRCLE_TOPIC_LABELS[c.topic])}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-ink">{tx(c.language)}</span>
        {c.status === "cancelled" ? (
          <span className="rounded-full bg-red-50 px-2.5 py-1 text-red-800">
            <Trans>Cancelled</Trans>
          </span>
        ) : null}
      </div>
      <h2 id={headingId} className="break-words text-lg font-semibold text-ink">
        {c.title}
      </h2>
      <p className="text-sm text-muted">{c.fee === 0 ? <Trans>Free</Trans> : <Trans>{fee} per seat</Trans>}</p>
      {next ? (
        <p className="text-sm text-ink">
          <Trans>Next: {when}</Trans>
          <br />
          <Trans>
            {taken} of {seats} seats taken · {waiting} waiting
          </Trans>
        </p>
      ) : (
        <p className="text-sm text-muted">
          <Trans>No meetings to come.</Trans>
        </p>
      )}
      <Link to={`/expert/circles/${c.id}`} className={`${buttonClasses("secondary")} self-start`}>
        <Trans>Manage</Trans>
      </Link>
    </article>
  );
}
