import { DISPUTE_CATEGORY_LABEL } from "@saathi/contract/booking-disputes";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { formatDateTime, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useAdminBooking } from "./api/get-admin-booking.ts";
import { RefundDialog } from "./refund-dialog.tsx";

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <dt className="text-muted">{label}</dt>
    <dd className="break-all text-ink sm:text-right">{children}</dd>
  </>
);
const card = "rounded-2xl border border-slate-200 bg-white p-4";

/** /admin/bookings/:bookingId: the booking's people, payment split, refunds, dispute and timeline. */
export function BookingDetailPage() {
  const { bookingId = "" } = useParams();
  const q = useAdminBooking(bookingId);
  const [refunding, setRefunding] = useState(false);
  const back = { to: "/admin/bookings", label: "Bookings" };
  if (q.isPending) return <p role="status">Loading the booking...</p>;
  if (q.isError)
    return (
      <>
        <PageHeader title="Booking" back={back} />
        <Alert>
          {errorMessage(q.error)}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void q.refetch()}>
            Try again
          </button>
        </Alert>
      </>
    );
  const { booking: b, split, refunds, dispute, timeline, refundable } = q.data;
  return (
    <>
      <PageHeader
        title={`Session on ${formatDateTime(b.startsAt)}`}
        description={`${b.status.toLowerCase()} · ${b.sessionType} · ${b.language}`}
        back={back}
        actions={
          <Button variant="danger" disabled={refundable === 0} onClick={() => setRefunding(true)}>
            Refund
          </Button>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="people" className={card}>
          <h2 id="people" className="mb-2 font-semibold text-ink">
            People
          </h2>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <Row label="Member">{`${b.member.name} (${b.member.email})`}</Row>
            <Row label="Expert">{`${b.expert.name} (${b.expert.email})`}</Row>
            {b.cancelledBy ? (
              <Row label="Cancelled by">{`${b.cancelledBy}${b.cancelReason ? `: ${b.cancelReason}` : ""}`}</Row>
            ) : null}
          </dl>
        </section>
        <section aria-labelledby="payment" className={card}>
          <h2 id="payment" className="mb-2 font-semibold text-ink">
            Payment
          </h2>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <Row label="Amount">{formatPaise(b.amount)}</Row>
            {split ? (
              <>
                <Row label="GST (included)">{formatPaise(split.tax)}</Row>
                <Row label="Commission">{formatPaise(split.commission)}</Row>
                <Row label="Expert's earning">{formatPaise(split.earning)}</Row>
              </>
            ) : null}
            <Row label="Payment state">{b.paymentStatus ?? "no payment"}</Row>
            <Row label="Refunded or on its way">{formatPaise(b.refunded)}</Row>
            <Row label="Can still be refunded">{formatPaise(refundable)}</Row>
            <Row label="Gateway order">{b.gatewayOrderId ?? "—"}</Row>
            <Row label="Gateway payment">{b.gatewayPaymentId ?? "—"}</Row>
            <Row label="Gateway refunds">{b.gatewayRefundIds.join(", ") || "—"}</Row>
          </dl>
        </section>
        <section aria-labelledby="refunds" className={card}>
          <h2 id="refunds" className="mb-2 font-semibold text-ink">
            Refunds
          </h2>
          {refunds.length === 0 ? <p className="text-sm text-muted">No refunds.</p> : null}
          <ul className="flex flex-col gap-2 text-sm">
            {refunds.map((r) => (
              <li key={r.id} className="rounded-xl bg-slate-50 p-2">
                <p className="font-medium text-ink">
                  {formatPaise(r.amount)} · {r.status} · {r.source}
                </p>
                <p className="text-muted">{r.reason}</p>
                <p className="text-xs text-muted">
                  {formatDateTime(r.createdAt)}
                  {r.gatewayRefundId ? ` · ${r.gatewayRefundId}` : " · the gateway will be asked again"}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dispute" className={card}>
          <h2 id="dispute" className="mb-2 font-semibold text-ink">
            Reported problem
          </h2>
          {dispute ? (
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-medium text-ink">
                {DISPUTE_CATEGORY_LABEL[dispute.category]} · {dispute.status}
              </p>
              <p className="whitespace-pre-line text-ink">{dispute.description}</p>
              {dispute.expertReply ? <p className="text-muted">Expert: {dispute.expertReply}</p> : null}
              {dispute.resolutionMessage ? <p className="text-muted">Resolution: {dispute.resolutionMessage}</p> : null}
              {dispute.status === "open" ? (
                <Link to="/admin/disputes" className="text-brand-700 underline">
                  Resolve it in Disputes
                </Link>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted">None.</p>
          )}
        </section>
      </div>
      <section aria-labelledby="timeline" className={`${card} mt-4`}>
        <h2 id="timeline" className="mb-2 font-semibold text-ink">
          Timeline
        </h2>
        <ol className="flex flex-col gap-1 text-sm">
          {timeline.map((t) => (
            <li key={`${t.at}-${t.label}`}>
              <time dateTime={t.at} className="text-muted">
                {formatDateTime(t.at)}
              </time>{" "}
              <span className="text-ink">{t.label}</span>
            </li>
          ))}
        </ol>
      </section>
      <RefundDialog bookingId={b.id} refundable={refundable} open={refunding} onOpenChange={setRefunding} />
    </>
  );
}
