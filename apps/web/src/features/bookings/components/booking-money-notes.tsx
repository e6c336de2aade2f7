import { Trans, useLingui } from "@lingui/react/macro";
import { DISPUTE_CATEGORY_LABEL } from "@saathi/contract/booking-disputes";
import type { BookingItem } from "@saathi/contract/bookings";
import { formatRupees } from "@saathi/contract/experts";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";

/**
 * A cancelled session: who cancelled it and where its refund stands, as the server read it from the
 * payment and its refunds rows (refunded, on its way, or not through yet and being retried).
 */
export function CancelledNote({ booking, viewer }: { booking: BookingItem; viewer: "member" | "expert" }) {
  const { t } = useLingui();
  if (booking.status !== "CANCELLED") return null;
  const by = booking.cancelledBy;
  // An admin's reason is the console's own note about the expert, not the member's to read.
  const reason = booking.cancelReason && by !== "admin" ? tx(booking.cancelReason) : "";
  const who =
    by === viewer
      ? t`Cancelled by you`
      : by === "admin"
        ? t`Cancelled by Saathi`
        : by === "expert"
          ? t`Cancelled by the expert`
          : t`Cancelled by the member`;
  const given = booking.refunds.refunded + booking.refunds.pending || booking.money?.amount || 0;
  const amount = formatMoney(given);
  const state = booking.refundState ?? booking.refundStatus;
  const refund =
    state === "refunded"
      ? t`Refunded ${amount}`
      : state === "retrying"
        ? t`Refund of ${amount} not through yet: we are retrying`
        : state === "pending"
          ? t`Refund of ${amount} on its way`
          : t`Nothing was paid, so nothing to refund`;
  const tone =
    state === "refunded"
      ? "bg-emerald-50 text-emerald-900"
      : state === "none"
        ? "bg-slate-100 text-ink"
        : "bg-amber-50 text-amber-950";
  return (
    // Spans, not paragraphs: the expert's list shows this inside its card's button.
    <span className={`flex flex-col gap-1 rounded-2xl p-3 text-sm ${tone}`}>
      <span>{reason ? `${who}: ${reason}` : who}</span>
      <span className="font-semibold">{refund}</span>
    </span>
  );
}

/** What was refunded on a booking, in words both sides understand. */
export function RefundNote({ booking }: { booking: BookingItem }) {
  const { t } = useLingui();
  const { refunded, pending } = booking.refunds;
  if (!refunded && !pending) return null;
  const done = formatRupees(refunded);
  const coming = formatRupees(pending);
  return (
    <p className="rounded-2xl bg-emerald-50 p-3 text-sm text-emerald-900">
      {refunded ? t`Refunded Rs. ${done}.` : ""}
      {refunded && pending ? " " : ""}
      {pending ? t`A refund of Rs. ${coming} is on its way.` : ""}
    </p>
  );
}

/** The reported problem and where it stands; `viewer` decides the wording. */
export function DisputeNote({ booking, viewer }: { booking: BookingItem; viewer: "member" | "expert" }) {
  const { t } = useLingui();
  const d = booking.dispute;
  if (!d) return null;
  const category = tx(DISPUTE_CATEGORY_LABEL[d.category]);
  const refund = d.refundAmount ? formatRupees(d.refundAmount) : "";
  return (
    <section aria-label={t`Reported problem`} className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        {viewer === "member" ? (
          <Trans>You reported a problem: {category}</Trans>
        ) : (
          <Trans>The member reported a problem: {category}</Trans>
        )}
      </p>
      <p className="mt-1 whitespace-pre-line">{d.description}</p>
      {d.expertReply ? (
        <p className="mt-2">
          <span className="font-medium">{viewer === "member" ? t`The expert answered:` : t`Your answer:`} </span>
          {d.expertReply}
        </p>
      ) : null}
      <p className="mt-2 font-medium">
        {d.status === "open"
          ? t`Status: under review by the Saathi team.`
          : d.refundAmount
            ? t`Resolved with a refund of Rs. ${refund}.`
            : t`Resolved without a refund.`}
      </p>
      {d.resolutionMessage ? <p className="mt-1">{d.resolutionMessage}</p> : null}
    </section>
  );
}
