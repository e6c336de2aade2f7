import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingItem } from "@saathi/contract/bookings";
import { formatRupees, SESSION_TYPE_LABEL } from "@saathi/contract/experts";
import { Link } from "react-router";
import { CallButton } from "../../../components/calls/call-button.tsx";
import { CarePlanBrief } from "../../../components/care/care-plan-brief.tsx";
import { CareScoresBrief } from "../../../components/care/care-scores-brief.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { CancelledNote, DisputeNote, RefundNote } from "./booking-money-notes.tsx";
import { BookingTime } from "./booking-time.tsx";
import { DisputeReplyForm } from "./dispute-reply-form.tsx";
import { GuardianNote } from "./guardian-note.tsx";
import { wordOf } from "./labels.ts";
import { ProposalNote } from "./proposal-note.tsx";
import { ProposeTimeAction } from "./propose-time-action.tsx";
import { ReminderLog } from "./reminder-log.tsx";

/** The selected booking: money from the payment, the member, and the actions of an upcoming session. */
export function ExpertBookingDetail({
  booking,
  upcoming,
  onCancel,
  onStartCall,
}: {
  booking: BookingItem;
  upcoming: boolean;
  onCancel(): void;
  onStartCall(): void;
}) {
  const { t, i18n } = useLingui();
  const money = (paise: number | undefined) => {
    if (paise === undefined) return t`N/A`;
    const amount = formatRupees(paise);
    return t`Rs. ${amount}`;
  };
  const m = booking.money;
  // The split after refunds, by the same rule as the payouts ledger.
  const after = booking.moneyAfterRefunds;
  const who = booking.counterpart;
  const name = who.name;
  return (
    <article
      aria-label={t`Booking detail`}
      className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center gap-3">
        <Avatar name={who.name} url={who.avatarUrl} size="lg" />
        <div>
          <h2 className="text-lg font-semibold text-ink">{who.name}</h2>
          <BookingTime startsAt={booking.startsAt} endsAt={booking.endsAt} />
          <p className="text-xs text-muted">
            {tx(SESSION_TYPE_LABEL[booking.sessionType])} · {wordOf(i18n, booking.language)}
          </p>
        </div>
      </div>
      <GuardianNote attendance={booking.guardianAttendance} />
      {booking.status === "CONFIRMED" ? (
        <Link to={`/expert/care/${who.userId}`} className="font-medium text-brand-700 underline">
          <Trans>Care plan</Trans>
        </Link>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-2xl bg-slate-50 p-4 text-sm">
        <dt className="text-muted">
          <Trans>Booking Amount</Trans>
        </dt>
        <dd className="text-right font-medium text-ink">{money(m?.amount)}</dd>
        <dt className="text-muted">
          <Trans>Tax</Trans>
        </dt>
        <dd className="text-right text-ink">{money(m?.tax)}</dd>
        <dt className="text-muted">
          <Trans>Commission</Trans>
        </dt>
        <dd className="text-right text-ink">{money(m?.commission)}</dd>
        <dt className="font-semibold text-ink">
          <Trans>Earning</Trans>
        </dt>
        <dd className="text-right font-semibold text-brand-800">{money(m?.earning)}</dd>
        {after && after.refunds > 0 ? (
          <>
            <dt className="text-muted">
              <Trans>Refunded to member</Trans>
            </dt>
            <dd className="text-right text-ink">- {money(after.refunds)}</dd>
            <dt className="font-semibold text-ink">
              <Trans>Earning after refunds</Trans>
            </dt>
            <dd className="text-right font-semibold text-brand-800">{money(after.net)}</dd>
          </>
        ) : null}
        <dt className="text-muted">
          <Trans>Transaction ID</Trans>
        </dt>
        <dd className="truncate text-right text-xs text-ink">{booking.transactionId}</dd>
      </dl>
      <CancelledNote booking={booking} viewer="expert" />
      {booking.status !== "CANCELLED" ? <RefundNote booking={booking} /> : null}
      <DisputeNote booking={booking} viewer="expert" />
      <DisputeReplyForm booking={booking} />
      <CareScoresBrief bookingId={booking.bookingId} />
      <CarePlanBrief bookingId={booking.bookingId} tone="page" />
      <ReminderLog bookingId={booking.bookingId} viewer="expert" startsAt={booking.startsAt} />
      <section>
        <h3 className="text-sm font-semibold text-ink">
          <Trans>Know About {name}</Trans>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {who.username ? (
            <Link to={`/profile/@${who.username}`} className="text-brand-700 underline">
              <Trans>View their profile</Trans>
            </Link>
          ) : (
            <Trans>This member keeps their profile private.</Trans>
          )}
        </p>
      </section>
      <Link to="/privacy/privacyPolicy" className="text-sm text-brand-700 underline">
        <Trans>Privacy Policy</Trans>
      </Link>
      {upcoming ? (
        <div className="grid grid-cols-2 items-start gap-2">
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <CallButton label={t`Start Call`} startsAt={booking.startsAt} endsAt={booking.endsAt} onClick={onStartCall} />
          <ProposeTimeAction booking={booking} />
        </div>
      ) : null}
      {upcoming ? <ProposalNote booking={booking} viewer="expert" /> : null}
    </article>
  );
}
