import type { BookingItem } from "@saathi/contract/bookings";
import { formatRupees, SESSION_TYPE_LABEL } from "@saathi/contract/experts";
import { Link } from "react-router";
import { CallButton } from "../../../components/calls/call-button.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DisputeNote, RefundNote } from "./booking-money-notes.tsx";
import { BookingTime } from "./booking-time.tsx";
import { DisputeReplyForm } from "./dispute-reply-form.tsx";

const money = (paise: number | undefined) => (paise === undefined ? "N/A" : `Rs. ${formatRupees(paise)}`);

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
  const m = booking.money;
  // Issue 15: the split after refunds, by the same rule as the payouts ledger.
  const after = booking.moneyAfterRefunds;
  const who = booking.counterpart;
  return (
    <article
      aria-label="Booking detail"
      className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center gap-3">
        <Avatar name={who.name} url={who.avatarUrl} size="lg" />
        <div>
          <h2 className="text-lg font-semibold text-ink">{who.name}</h2>
          <BookingTime startsAt={booking.startsAt} endsAt={booking.endsAt} />
          <p className="text-xs text-muted">
            {SESSION_TYPE_LABEL[booking.sessionType]} · {booking.language}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-2xl bg-slate-50 p-4 text-sm">
        <dt className="text-muted">Booking Amount</dt>
        <dd className="text-right font-medium text-ink">{money(m?.amount)}</dd>
        <dt className="text-muted">Tax</dt>
        <dd className="text-right text-ink">{money(m?.tax)}</dd>
        <dt className="text-muted">Commission</dt>
        <dd className="text-right text-ink">{money(m?.commission)}</dd>
        <dt className="font-semibold text-ink">Earning</dt>
        <dd className="text-right font-semibold text-brand-800">{money(m?.earning)}</dd>
        {after && after.refunds > 0 ? (
          <>
            <dt className="text-muted">Refunded to member</dt>
            <dd className="text-right text-ink">- {money(after.refunds)}</dd>
            <dt className="font-semibold text-ink">Earning after refunds</dt>
            <dd className="text-right font-semibold text-brand-800">{money(after.net)}</dd>
          </>
        ) : null}
        <dt className="text-muted">Transaction ID</dt>
        <dd className="truncate text-right text-xs text-ink">{booking.transactionId}</dd>
      </dl>
      {booking.status === "CANCELLED" ? (
        <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
          Cancelled by {booking.cancelledBy === "expert" ? "you" : "the member"}
          {booking.cancelReason ? `: ${booking.cancelReason}` : ""}. Refund:{" "}
          {booking.refundStatus === "refunded" ? "done" : booking.refundStatus === "pending" ? "on its way" : "none"}.
        </p>
      ) : null}
      {booking.status !== "CANCELLED" ? <RefundNote booking={booking} /> : null}
      <DisputeNote booking={booking} viewer="expert" />
      <DisputeReplyForm booking={booking} />
      <section>
        <h3 className="text-sm font-semibold text-ink">Know About {who.name}</h3>
        <p className="mt-1 text-sm text-muted">
          {who.username ? (
            <Link to={`/profile/@${who.username}`} className="text-brand-700 underline">
              View their profile
            </Link>
          ) : (
            "This member keeps their profile private."
          )}
        </p>
      </section>
      <Link to="/privacy/privacyPolicy" className="text-sm text-brand-700 underline">
        Privacy Policy
      </Link>
      {upcoming ? (
        <div className="grid grid-cols-2 items-start gap-2">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <CallButton label="Start Call" startsAt={booking.startsAt} endsAt={booking.endsAt} onClick={onStartCall} />
        </div>
      ) : null}
    </article>
  );
}
