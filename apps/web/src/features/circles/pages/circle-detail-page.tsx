import { Trans, useLingui } from "@lingui/react/macro";
import {
  CIRCLE_TOPIC_LABELS,
  type Circle,
  type CircleOccurrence,
  type Seat,
  type WaitlistEntry,
} from "@saathi/contract/circles";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { formatMoney, formatTime } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCircle } from "../api/get-circle.ts";
import { useMediaState } from "../api/get-media-state.ts";
import { useMySeats } from "../api/get-my-seats.ts";
import { useMyWaitlist } from "../api/get-my-waitlist.ts";
import { useJoinWaitlist } from "../api/join-waitlist.ts";
import { useLeaveWaitlist } from "../api/leave-waitlist.ts";
import { availability, meetingWhen, roomOpen, roomPath } from "../circle-rules.ts";
import { BookSeatPanel } from "../components/book-seat-panel.tsx";
import { CircleReviews } from "../components/circle-reviews.tsx";
import { MediaNotice } from "../components/media-notice.tsx";

/**
 * /circles/:circleId: one circle (visitors too): its host, ground rules and meetings to come; a member books
 * a seat under a circle nickname (and pays in the checkout), joins a full meeting's waitlist, or takes the
 * seat the waitlist offered them. `?meeting=` opens that meeting's booking.
 */
export function CircleDetailPage() {
  const { circleId = "" } = useParams();
  const circle = useCircle(circleId);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <Link to="/circles" className="self-start text-sm font-medium text-brand-800 underline underline-offset-2">
        <Trans>All circles</Trans>
      </Link>
      {circle.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading the circle…</Trans>
        </p>
      ) : circle.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>
            {circle.error.message ? (
              tx(circle.error.message)
            ) : (
              <Trans>We couldn't load this circle. Check your connection and try again.</Trans>
            )}
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void circle.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <CircleDetail circle={circle.data} />
      )}
    </section>
  );
}

function CircleDetail({ circle: c }: { circle: Circle }) {
  const me = useMe().data;
  const signedIn = Boolean(me?.user);
  const isHost = me?.user?.id === c.host.id;
  const seats = useMySeats(signedIn && !isHost);
  const waitlist = useMyWaitlist(signedIn && !isHost);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<string | null>(params.get("meeting"));
  const [now] = useState(() => Date.now());
  const host = c.host.name;
  const minutes = c.minutes;
  const fee = formatMoney(c.fee);
  const meetings = c.occurrences.filter((o) => o.status === "scheduled");
  // After 'Cancel' in a seat's panel, that meeting's 'Book a seat' gets the focus back.
  const [closedId, setClosedId] = useState<string | null>(null);
  const close = () => {
    setClosedId(open);
    setOpen(null);
    if (params.has("meeting")) setParams({}, { replace: true });
  };
  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            {tx(CIRCLE_TOPIC_LABELS[c.topic])}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-ink">{tx(c.language)}</span>
          {c.weekly ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-ink">
              <Trans>Weekly</Trans>
            </span>
          ) : null}
        </div>
        <h1 className="break-words text-2xl font-bold text-ink">{c.title}</h1>
        <div className="flex items-center gap-3">
          <Avatar name={host} url={c.host.avatarUrl} />
          <p className="text-sm text-ink">
            <Trans>Hosted by {host}</Trans>
          </p>
        </div>
        <p className="text-sm text-muted">
          {c.fee === 0 ? (
            <Trans>{minutes} minutes · Free</Trans>
          ) : (
            <Trans>
              {minutes} minutes · {fee} per seat
            </Trans>
          )}
        </p>
      </header>
      <section aria-labelledby="ground-rules" className="rounded-3xl border border-slate-200 bg-white p-4">
        <h2 id="ground-rules" className="text-lg font-semibold text-ink">
          <Trans>Ground rules</Trans>
        </h2>
        {c.groundRules ? (
          <p className="mt-2 whitespace-pre-line break-words text-sm text-ink">{c.groundRules}</p>
        ) : (
          <p className="mt-2 text-sm text-muted">
            <Trans>What is said in the circle stays in the circle. Listen kindly; share only what you want.</Trans>
          </p>
        )}
      </section>
      <MediaNotice />
      {isHost ? (
        <Alert tone="info">
          <Trans>This is your circle.</Trans>{" "}
          <Link to={`/expert/circles/${c.id}`} className="font-semibold underline underline-offset-2">
            <Trans>Manage it</Trans>
          </Link>
        </Alert>
      ) : null}
      <section aria-labelledby="meetings" className="flex flex-col gap-3">
        <h2 id="meetings" className="text-lg font-semibold text-ink">
          <Trans>Meetings</Trans>
        </h2>
        {meetings.length === 0 ? (
          <p className="text-muted">
            <Trans>No meetings to come.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {meetings.map((o) => (
              <li key={o.id} className="flex flex-col gap-3">
                <MeetingRow
                  circle={c}
                  meeting={o}
                  now={now}
                  signedIn={signedIn}
                  isHost={isHost}
                  seat={seats.data?.seats.find(
                    (s) => s.occurrenceId === o.id && (s.status === "confirmed" || s.status === "held"),
                  )}
                  entry={waitlist.data?.entries.find((w) => w.occurrenceId === o.id)}
                  opened={open === o.id}
                  refocus={closedId === o.id}
                  onRefocused={() => setClosedId(null)}
                  onBook={() => setOpen(o.id)}
                />
                {open === o.id && !isHost && signedIn ? (
                  <BookSeatPanel
                    circle={c}
                    meeting={o}
                    offered={
                      waitlist.data?.entries.some((w) => w.occurrenceId === o.id && w.status === "offered") ?? false
                    }
                    onDone={close}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <CircleReviews circleId={c.id} />
    </>
  );
}

function MeetingRow({
  circle: c,
  meeting: o,
  now,
  signedIn,
  isHost,
  seat,
  entry: listedEntry,
  opened,
  refocus,
  onRefocused,
  onBook,
}: {
  circle: Circle;
  meeting: CircleOccurrence;
  now: number;
  signedIn: boolean;
  isHost: boolean;
  seat: Seat | undefined;
  entry: WaitlistEntry | undefined;
  opened: boolean;
  /** Its seat panel was just cancelled: 'Book a seat' takes the focus back as it returns. */
  refocus?: boolean;
  onRefocused?(): void;
  onBook(): void;
}) {
  const { t } = useLingui();
  const join = useJoinWaitlist();
  const media = useMediaState().data;
  // Just joined: the member is told their place at once, before the lists are read again.
  const entry = listedEntry ?? (join.data?.occurrenceId === o.id ? join.data : undefined);
  const leave = useLeaveWaitlist();
  const seats = availability(o, now);
  const left = seats.kind === "open" ? seats.left : 0;
  const capacity = o.seats;
  const when = meetingWhen(o.startsAt, o.endsAt);
  const until = entry?.offeredUntil ? formatTime(entry.offeredUntil) : "";
  const position = join.data?.occurrenceId === o.id ? join.data.position : entry?.position;
  const error = join.error ?? leave.error;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4" data-testid="circle-meeting">
      <p className="font-medium text-ink">{when}</p>
      <p className="text-sm text-muted">
        {seats.kind === "open" ? (
          <Trans>
            {left} of {capacity} seats left
          </Trans>
        ) : seats.kind === "full" ? (
          <Trans>Full — join waitlist</Trans>
        ) : (
          <Trans>Not taking seats</Trans>
        )}
      </p>
      {isHost ? null : !signedIn ? (
        <Link
          to={`/auth?next=${encodeURIComponent(`/circles/${c.id}?meeting=${o.id}`)}`}
          className={`${buttonClasses("secondary")} self-start`}
        >
          <Trans>Sign in to book a seat</Trans>
        </Link>
      ) : seat ? (
        <p className="text-sm font-semibold text-brand-800">
          {seat.status === "confirmed" ? (
            <Trans>You have a seat.</Trans>
          ) : (
            <Trans>Your seat is held while you pay.</Trans>
          )}{" "}
          <Link to="/circles/mine" className="underline underline-offset-2">
            <Trans>My circles</Trans>
          </Link>
          {roomOpen(seat, now) && media === "up" ? (
            <Link to={roomPath(o.id)} className={`${buttonClasses("primary")} mt-2 flex w-fit`}>
              <Trans>Join room</Trans>
            </Link>
          ) : null}
        </p>
      ) : entry?.status === "offered" ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-brand-800">
            <Trans>A seat opened for you. It is kept until {until}.</Trans>
          </p>
          {opened ? null : (
            <Button className="self-start" onClick={onBook}>
              <Trans>Take the seat</Trans>
            </Button>
          )}
        </div>
      ) : entry?.status === "waiting" ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-ink">
            {position ? (
              <Trans>You are on the waitlist (number {position}).</Trans>
            ) : (
              <Trans>You are on the waitlist.</Trans>
            )}
          </p>
          <Button
            variant="ghost"
            busy={leave.isPending}
            busyText={t`Leaving...`}
            onClick={() => leave.mutate(o.id, { onSuccess: () => join.reset() })}
          >
            <Trans>Leave the waitlist</Trans>
          </Button>
        </div>
      ) : seats.kind === "open" ? (
        opened ? null : (
          <Button
            ref={
              refocus
                ? (el) => {
                    if (!el) return;
                    el.focus();
                    onRefocused?.();
                  }
                : undefined
            }
            className="self-start"
            onClick={onBook}
            aria-label={t`Book a seat: ${when}`}
          >
            <Trans>Book a seat</Trans>
          </Button>
        )
      ) : seats.kind === "full" ? (
        <Button
          variant="secondary"
          className="self-start"
          busy={join.isPending}
          busyText={t`Joining...`}
          onClick={() => join.mutate(o.id)}
          aria-label={t`Join the waitlist: ${when}`}
        >
          <Trans>Join the waitlist</Trans>
        </Button>
      ) : null}
      {error ? <Alert>{tx(error.message)}</Alert> : null}
    </div>
  );
}
