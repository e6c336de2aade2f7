import { Trans, useLingui } from "@lingui/react/macro";
import { mayReportProblem } from "@saathi/contract/booking-disputes";
import type { BookingItem } from "@saathi/contract/bookings";
import { formatRupees, SESSION_TYPE_LABEL } from "@saathi/contract/experts";
import { Link } from "react-router";
import { CallButton } from "../../../components/calls/call-button.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useStartCall } from "../../../lib/calls/use-start-call.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { CancelledNote, DisputeNote, RefundNote } from "./booking-money-notes.tsx";
import { BookingTime } from "./booking-time.tsx";
import { wordOf } from "./labels.ts";
import { NoShowHelp } from "./no-show-help.tsx";
import { ProposalNote } from "./proposal-note.tsx";
import { ReminderLog } from "./reminder-log.tsx";
import { RescheduleAction } from "./reschedule-action.tsx";

/**
 * A session on the member's list: Call and Cancel while upcoming; Completed and a rating after; who
 * cancelled it and its refund once cancelled.
 */
export function MemberBookingCard({
  booking,
  upcoming,
  onCancel,
  onReview,
  onReport,
}: {
  booking: BookingItem;
  upcoming: boolean;
  onCancel(): void;
  onReview(): void;
  /** 'Report a problem': shown on a finished session within the report window. */
  onReport?(): void;
}) {
  const { t, i18n } = useLingui();
  const expert = booking.counterpart;
  const paid = booking.money ? formatRupees(booking.money.amount) : "";
  const call = useStartCall();
  return (
    <article className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <Avatar name={expert.name} url={expert.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink">
            {expert.username ? (
              <Link to={`/expert/@${expert.username}`} className="hover:underline">
                {expert.name}
              </Link>
            ) : (
              expert.name
            )}
          </h3>
          <BookingTime startsAt={booking.startsAt} endsAt={booking.endsAt} />
          <p className="text-xs text-muted">
            {tx(SESSION_TYPE_LABEL[booking.sessionType])} · {wordOf(i18n, booking.language)}
            {booking.money ? ` · ${t`Paid Rs. ${paid}`}` : ""}
          </p>
        </div>
      </div>
      {booking.status === "CANCELLED" ? (
        <CancelledNote booking={booking} viewer="member" />
      ) : upcoming ? (
        <div className="grid grid-cols-2 items-start gap-2">
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <CallButton
            startsAt={booking.startsAt}
            endsAt={booking.endsAt}
            busy={call.starting}
            onClick={() => void call.start(booking.bookingId, expert.userId)}
          />
          <RescheduleAction booking={booking} />
          {call.error ? (
            <p role="alert" className="col-span-2 text-sm text-red-700">
              {tx(call.error)}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" disabled>
            <Trans>Completed</Trans>
          </Button>
          {booking.reviewed ? (
            <p className="self-center text-center text-sm text-muted">
              <Trans>Thank you for your feedback</Trans>
            </p>
          ) : (
            <Button onClick={onReview}>
              <Trans>Rate your session</Trans>
            </Button>
          )}
          {onReport && mayReportProblem(booking, Date.now(), booking.dispute !== null) ? (
            <Button variant="ghost" className="col-span-2" onClick={onReport}>
              <Trans>Report a problem</Trans>
            </Button>
          ) : null}
        </div>
      )}
      {upcoming ? <ProposalNote booking={booking} viewer="member" /> : null}
      {upcoming ? <NoShowHelp booking={booking} /> : null}
      {booking.status !== "CANCELLED" ? <RefundNote booking={booking} /> : null}
      <DisputeNote booking={booking} viewer="member" />
      {booking.status === "CONFIRMED" ? (
        <ReminderLog bookingId={booking.bookingId} viewer="member" startsAt={booking.startsAt} />
      ) : null}
    </article>
  );
}
