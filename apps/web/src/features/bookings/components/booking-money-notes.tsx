import { Trans, useLingui } from "@lingui/react/macro";
import { DISPUTE_CATEGORY_LABEL } from "@saathi/contract/booking-disputes";
import type { BookingItem } from "@saathi/contract/bookings";
import { formatRupees } from "@saathi/contract/experts";
import { tx } from "../../../lib/i18n/translate.ts";

/** What was refunded on a booking, in words both sides understand (issue 15). */
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
