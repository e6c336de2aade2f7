import { Trans, useLingui } from "@lingui/react/macro";
import { DISPUTE_CATEGORY_LABEL } from "@saathi/contract/booking-disputes";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";
import {
  BOOKING_STATUS,
  CANCELLED_BY,
  codeLabel,
  DISPUTE_STATUS,
  PAYMENT_STATE,
  REFUND_SOURCE,
  REFUND_STATUS,
  SESSION_TYPE,
} from "../shell/code-labels.ts";
import { formatDateTime, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useAdminBooking } from "./api/get-admin-booking.ts";
import { RefundDialog } from "./refund-dialog.tsx";
import { RemindersSection } from "./reminders-section.tsx";

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <dt className="text-muted">{label}</dt>
    <dd className="break-all text-ink sm:text-right">{children}</dd>
  </>
);
const card = "rounded-2xl border border-slate-200 bg-white p-4";

const ExpertReply = ({ text }: { text: string }) => (
  <p className="text-muted">
    <Trans>Expert: {text}</Trans>
  </p>
);
const ResolutionText = ({ text: resolution }: { text: string }) => (
  <p className="text-muted">
    <Trans>Resolution: {resolution}</Trans>
  </p>
);

/** /admin/bookings/:bookingId: the booking's people, payment split, refunds, dispute and timeline. */
export function BookingDetailPage() {
  const { t, i18n } = useLingui();
  const { bookingId = "" } = useParams();
  const q = useAdminBooking(bookingId);
  const [refunding, setRefunding] = useState(false);
  const back = { to: "/admin/bookings", label: t`Bookings` };
  if (q.isPending)
    return (
      <p role="status">
        <Trans>Loading the booking...</Trans>
      </p>
    );
  if (q.isError)
    return (
      <>
        <PageHeader title={t`Booking`} back={back} />
        <Alert>
          {errorMessage(q.error)}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void q.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </Alert>
      </>
    );
  const { booking: b, split, refunds, dispute, timeline, refundable } = q.data;
  const when = formatDateTime(b.startsAt);
  const cancelledBy = b.cancelledBy ? codeLabel(i18n, CANCELLED_BY, b.cancelledBy) : "";
  return (
    <>
      <PageHeader
        title={t`Session on ${when}`}
        description={`${codeLabel(i18n, BOOKING_STATUS, b.status)} · ${codeLabel(i18n, SESSION_TYPE, b.sessionType)} · ${tx(b.language)}`}
        back={back}
        actions={
          <Button variant="danger" disabled={refundable === 0} onClick={() => setRefunding(true)}>
            <Trans>Refund</Trans>
          </Button>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="people" className={card}>
          <h2 id="people" className="mb-2 font-semibold text-ink">
            <Trans>People</Trans>
          </h2>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <Row label={t`Member`}>{`${b.member.name} (${b.member.email})`}</Row>
            <Row label={t`Expert`}>{`${b.expert.name} (${b.expert.email})`}</Row>
            {b.cancelledBy ? (
              <Row label={t`Cancelled by`}>{`${cancelledBy}${b.cancelReason ? `: ${b.cancelReason}` : ""}`}</Row>
            ) : null}
          </dl>
        </section>
        <section aria-labelledby="payment" className={card}>
          <h2 id="payment" className="mb-2 font-semibold text-ink">
            <Trans>Payment</Trans>
          </h2>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <Row label={t`Amount`}>{formatPaise(b.amount)}</Row>
            {split ? (
              <>
                <Row label={t`GST (included)`}>{formatPaise(split.tax)}</Row>
                <Row label={t`Commission`}>{formatPaise(split.commission)}</Row>
                <Row label={t`Expert's earning`}>{formatPaise(split.earning)}</Row>
              </>
            ) : null}
            <Row label={t`Payment state`}>
              {b.paymentStatus ? codeLabel(i18n, PAYMENT_STATE, b.paymentStatus) : t`no payment`}
            </Row>
            <Row label={t`Refunded or on its way`}>{formatPaise(b.refunded)}</Row>
            <Row label={t`Can still be refunded`}>{formatPaise(refundable)}</Row>
            <Row label={t`Gateway order`}>{b.gatewayOrderId ?? "—"}</Row>
            <Row label={t`Gateway payment`}>{b.gatewayPaymentId ?? "—"}</Row>
            <Row label={t`Gateway refunds`}>{b.gatewayRefundIds.join(", ") || "—"}</Row>
          </dl>
        </section>
        <section aria-labelledby="refunds" className={card}>
          <h2 id="refunds" className="mb-2 font-semibold text-ink">
            <Trans>Refunds</Trans>
          </h2>
          {refunds.length === 0 ? (
            <p className="text-sm text-muted">
              <Trans>No refunds.</Trans>
            </p>
          ) : null}
          <ul className="flex flex-col gap-2 text-sm">
            {refunds.map((r) => (
              <li key={r.id} className="rounded-xl bg-slate-50 p-2">
                <p className="font-medium text-ink">
                  {formatPaise(r.amount)} · {codeLabel(i18n, REFUND_STATUS, r.status)} ·{" "}
                  {codeLabel(i18n, REFUND_SOURCE, r.source)}
                </p>
                <p className="text-muted">{r.reason}</p>
                <p className="text-xs text-muted">
                  {formatDateTime(r.createdAt)}
                  {r.gatewayRefundId ? ` · ${r.gatewayRefundId}` : ` · ${t`the gateway will be asked again`}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dispute" className={card}>
          <h2 id="dispute" className="mb-2 font-semibold text-ink">
            <Trans>Reported problem</Trans>
          </h2>
          {dispute ? (
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-medium text-ink">
                {tx(DISPUTE_CATEGORY_LABEL[dispute.category])} · {codeLabel(i18n, DISPUTE_STATUS, dispute.status)}
              </p>
              <p className="whitespace-pre-line text-ink">{dispute.description}</p>
              {dispute.expertReply ? <ExpertReply text={dispute.expertReply} /> : null}
              {dispute.resolutionMessage ? <ResolutionText text={dispute.resolutionMessage} /> : null}
              {dispute.status === "open" ? (
                <Link to="/admin/disputes" className="text-brand-700 underline">
                  <Trans>Resolve it in Disputes</Trans>
                </Link>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted">
              <Trans>None.</Trans>
            </p>
          )}
        </section>
      </div>
      <section aria-labelledby="timeline" className={`${card} mt-4`}>
        <h2 id="timeline" className="mb-2 font-semibold text-ink">
          <Trans>Timeline</Trans>
        </h2>
        <ol className="flex flex-col gap-1 text-sm">
          {timeline.map((entry) => (
            <li key={`${entry.at}-${entry.label}`}>
              <time dateTime={entry.at} className="text-muted">
                {formatDateTime(entry.at)}
              </time>{" "}
              <span className="text-ink">{tx(entry.label)}</span>
            </li>
          ))}
        </ol>
      </section>
      <RemindersSection bookingId={b.id} className={`${card} mt-4`} />
      <RefundDialog bookingId={b.id} refundable={refundable} open={refunding} onOpenChange={setRefunding} />
    </>
  );
}
