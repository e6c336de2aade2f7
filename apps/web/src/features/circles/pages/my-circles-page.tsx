import { Trans, useLingui } from "@lingui/react/macro";
import {
  CIRCLE_MEMBER_CANCEL_HOURS,
  CIRCLE_WAITLIST_OFFER_MINUTES,
  type Circle,
  type Seat,
  type WaitlistEntry,
} from "@saathi/contract/circles";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { formatMoney, formatTime } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCancelSeat } from "../api/cancel-seat.ts";
import { useCircles } from "../api/get-circles.ts";
import { useMediaState } from "../api/get-media-state.ts";
import { useMyCircleReviews } from "../api/get-my-circle-reviews.ts";
import { useMySeats } from "../api/get-my-seats.ts";
import { useMyWaitlist } from "../api/get-my-waitlist.ts";
import { useLeaveWaitlist } from "../api/leave-waitlist.ts";
import { isLiveSeat, meetingWhen, roomOpen, roomPath } from "../circle-rules.ts";
import { SEAT_STATUS, WAIT_STATUS } from "../components/labels.ts";
import { MediaNotice, mediaSentence } from "../components/media-notice.tsx";
import { ReviewCircleForm } from "../components/review-circle-form.tsx";

/** A seat its member may review: confirmed, and its meeting over. */
const reviewable = (s: Seat, now: number) => s.status === "confirmed" && new Date(s.endsAt).getTime() <= now;

/**
 * /circles/mine: My circles. The member's seats to come (and what happened to past attempts: refunded,
 * cancelled), cancelling within the rules, the room's door near the start, and the waitlists they are on
 * with any seat offered to them and until when.
 */
export function MyCirclesPage() {
  const seats = useMySeats();
  const waitlist = useMyWaitlist();
  const [now] = useState(() => Date.now());
  const all = seats.data?.seats ?? [];
  const upcoming = all.filter((s) => isLiveSeat(s, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const other = all
    .filter((s) => !isLiveSeat(s, now) && s.status !== "expired")
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  const entries = waitlist.data?.entries ?? [];
  // Which past seats were reviewed already: asked only when one could be.
  const reviewed = useMyCircleReviews(other.some((s) => reviewable(s, now)));
  const reviewedIds = new Set(reviewed.data?.seatIds ?? []);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>My circles</Trans>
        </h1>
        <Link to="/circles" className={buttonClasses("secondary")}>
          <Trans>Find a circle</Trans>
        </Link>
      </header>
      <MediaNotice />
      {seats.isPending || waitlist.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading your circles…</Trans>
        </p>
      ) : seats.isError || waitlist.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>
            <Trans>We couldn't load your circles. Check your connection and try again.</Trans>
          </Alert>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              void seats.refetch();
              void waitlist.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : upcoming.length === 0 && entries.length === 0 && other.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-5">
          <p className="text-ink">
            <Trans>You have no seats in a circle yet</Trans>
          </p>
          <p className="text-sm text-muted">
            <Trans>A circle is a small group on one topic, led by a counsellor. You join under a nickname.</Trans>
          </p>
          <Link to="/circles" className={`${buttonClasses("primary")} self-start`}>
            <Trans>Find a circle</Trans>
          </Link>
        </div>
      ) : (
        <>
          {entries.length > 0 ? <WaitlistPlaces entries={entries} /> : null}
          <section aria-labelledby="seats-upcoming" className="flex flex-col gap-3">
            <h2 id="seats-upcoming" className="text-lg font-semibold text-ink">
              <Trans>Seats to come</Trans>
            </h2>
            {upcoming.length === 0 ? (
              <p className="text-sm text-muted">
                <Trans>No seats to come.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {upcoming.map((s) => (
                  <li key={s.id}>
                    <SeatCard seat={s} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {other.length > 0 ? (
            <section aria-labelledby="seats-other" className="flex flex-col gap-3">
              <h2 id="seats-other" className="text-lg font-semibold text-ink">
                <Trans>Past and cancelled</Trans>
              </h2>
              <ul className="flex flex-col gap-3">
                {other.map((s) => (
                  <li key={s.id}>
                    <SeatCard
                      seat={s}
                      now={now}
                      review={
                        reviewable(s, now) && reviewed.isSuccess ? (reviewedIds.has(s.id) ? "done" : "open") : "none"
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}

function SeatCard({
  seat: s,
  now,
  review = "none",
}: {
  seat: Seat;
  now: number;
  /** A past confirmed seat: open to review, or reviewed already. */
  review?: "none" | "open" | "done";
}) {
  const { t, i18n } = useLingui();
  const cancel = useCancelSeat();
  const media = useMediaState().data;
  const [confirming, setConfirming] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const headingId = `seat-${s.id}`;
  const nickname = s.nickname;
  const amount = formatMoney(s.amount);
  const hours = CIRCLE_MEMBER_CANCEL_HOURS;
  const canCancel = s.status === "confirmed" && new Date(s.startsAt).getTime() > now;
  const unavailable = mediaSentence(media);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-3xl border border-slate-200 bg-white p-4"
      data-testid="my-seat"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words font-semibold text-ink">
          <Link to={`/circles/${s.circleId}`} className="underline-offset-2 hover:underline">
            {s.title}
          </Link>
        </h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-ink">
          {i18n._(SEAT_STATUS[s.status])}
        </span>
      </header>
      <p className="text-sm text-ink">{meetingWhen(s.startsAt, s.endsAt)}</p>
      <p className="text-sm text-muted">
        {s.amount > 0 ? (
          <Trans>
            Your nickname: {nickname} · Paid {amount}
          </Trans>
        ) : (
          <Trans>Your nickname: {nickname} · Free</Trans>
        )}
      </p>
      {s.blockedPresent && s.status === "confirmed" ? (
        <p className="rounded-2xl bg-amber-50 p-2 text-sm text-ink">
          <Trans>
            Someone you blocked has a seat in this meeting. You can cancel your seat if you would rather not share the
            room.
          </Trans>
        </p>
      ) : null}
      {s.refundState === "pending" ? (
        <p className="text-sm text-ink">
          <Trans>Your refund is on its way.</Trans>
        </p>
      ) : s.refundState === "refunded" ? (
        <p className="text-sm text-ink">
          <Trans>Refunded {amount} to your original payment method.</Trans>
        </p>
      ) : null}
      {roomOpen(s, now) ? (
        unavailable ? (
          <p className="text-sm text-ink">{tx(unavailable)}</p>
        ) : (
          <Link to={roomPath(s.occurrenceId)} className={`${buttonClasses("primary")} self-start`}>
            <Trans>Join room</Trans>
          </Link>
        )
      ) : null}
      {canCancel ? (
        confirming ? (
          <div className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-3">
            <p className="text-sm text-ink">
              {s.amount > 0 ? (
                <Trans>Cancel this seat? {amount} is refunded in full.</Trans>
              ) : (
                <Trans>Cancel this seat?</Trans>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="danger"
                busy={cancel.isPending}
                busyText={t`Cancelling...`}
                onClick={() => cancel.mutate(s.id, { onSuccess: () => setConfirming(false) })}
              >
                <Trans>Yes, cancel my seat</Trans>
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                <Trans>Keep my seat</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
              <Trans>Cancel seat</Trans>
            </Button>
            <p className="text-xs text-muted">
              <Trans>Seats can be cancelled with a full refund until {hours} hours before the meeting.</Trans>
            </p>
          </div>
        )
      ) : null}
      {review === "done" ? (
        <p className="text-sm text-muted">
          <Trans>You reviewed this circle. Thank you.</Trans>
        </p>
      ) : review === "open" ? (
        reviewing ? (
          <ReviewCircleForm seat={s} onDone={() => setReviewing(false)} />
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setReviewing(true)}>
            <Trans>Review this circle</Trans>
          </Button>
        )
      ) : null}
      {cancel.error ? <Alert>{tx(cancel.error.message)}</Alert> : null}
    </article>
  );
}

/**
 * The waitlists the member is on. The waitlist entry names only its meeting, so the circle and its time
 * come from the public listing (a meeting no longer listed shows without them).
 */
function WaitlistPlaces({ entries }: { entries: WaitlistEntry[] }) {
  const listing = useCircles();
  const byMeeting = new Map<string, Circle>();
  for (const c of listing.data?.circles ?? []) for (const o of c.occurrences) byMeeting.set(o.id, c);
  return (
    <section aria-labelledby="waitlist-places" className="flex flex-col gap-3">
      <h2 id="waitlist-places" className="text-lg font-semibold text-ink">
        <Trans>Waitlists</Trans>
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map((w) => (
          <li key={w.id}>
            <WaitlistCard entry={w} circle={byMeeting.get(w.occurrenceId)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WaitlistCard({ entry: w, circle }: { entry: WaitlistEntry; circle: Circle | undefined }) {
  const { t, i18n } = useLingui();
  const leave = useLeaveWaitlist();
  const meeting = circle?.occurrences.find((o) => o.id === w.occurrenceId);
  const until = w.offeredUntil ? formatTime(w.offeredUntil) : "";
  const minutes = CIRCLE_WAITLIST_OFFER_MINUTES;
  return (
    <article className="flex flex-col gap-2 rounded-3xl border border-slate-200 bg-white p-4" data-testid="my-waitlist">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-ink">{circle ? circle.title : t`A circle meeting`}</h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-ink">
          {i18n._(WAIT_STATUS[w.status])}
        </span>
      </header>
      {meeting ? <p className="text-sm text-ink">{meetingWhen(meeting.startsAt, meeting.endsAt)}</p> : null}
      {w.status === "offered" ? (
        <>
          <p className="text-sm font-semibold text-brand-800">
            <Trans>A seat opened for you. It is kept until {until}.</Trans>
          </p>
          {circle ? (
            <Link
              to={`/circles/${circle.id}?meeting=${encodeURIComponent(w.occurrenceId)}`}
              className={`${buttonClasses("primary")} self-start`}
            >
              <Trans>Take the seat</Trans>
            </Link>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted">
          <Trans>We tell you as soon as a seat opens. It is then kept for you for {minutes} minutes.</Trans>
        </p>
      )}
      <Button
        variant="ghost"
        className="self-start"
        busy={leave.isPending}
        busyText={t`Leaving...`}
        onClick={() => leave.mutate(w.occurrenceId)}
      >
        <Trans>Leave the waitlist</Trans>
      </Button>
      {leave.error ? <Alert>{tx(leave.error.message)}</Alert> : null}
    </article>
  );
}
