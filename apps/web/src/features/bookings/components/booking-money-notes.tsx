import { DISPUTE_CATEGORY_LABEL } from "@saathi/contract/booking-disputes";
import type { BookingItem } from "@saathi/contract/bookings";
import { formatRupees } from "@saathi/contract/experts";

/** What was refunded on a booking, in words both sides understand (issue 15). */
export function RefundNote({ booking }: { booking: BookingItem }) {
  const { refunded, pending } = booking.refunds;
  if (!refunded && !pending) return null;
  return (
    <p className="rounded-2xl bg-emerald-50 p-3 text-sm text-emerald-900">
      {refunded ? `Refunded Rs. ${formatRupees(refunded)}.` : ""}
      {refunded && pending ? " " : ""}
      {pending ? `A refund of Rs. ${formatRupees(pending)} is on its way.` : ""}
    </p>
  );
}

/** The reported problem and where it stands; `viewer` decides the wording. */
export function DisputeNote({ booking, viewer }: { booking: BookingItem; viewer: "member" | "expert" }) {
  const d = booking.dispute;
  if (!d) return null;
  return (
    <section aria-label="Reported problem" className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        {viewer === "member" ? "You reported a problem" : "The member reported a problem"}:{" "}
        {DISPUTE_CATEGORY_LABEL[d.category]}
      </p>
      <p className="mt-1 whitespace-pre-line">{d.description}</p>
      {d.expertReply ? (
        <p className="mt-2">
          <span className="font-medium">{viewer === "member" ? "The expert answered" : "Your answer"}: </span>
          {d.expertReply}
        </p>
      ) : null}
      <p className="mt-2 font-medium">
        {d.status === "open"
          ? "Status: under review by the Saathi team."
          : `Resolved${d.refundAmount ? ` with a refund of Rs. ${formatRupees(d.refundAmount)}` : " without a refund"}.`}
      </p>
      {d.resolutionMessage ? <p className="mt-1">{d.resolutionMessage}</p> : null}
    </section>
  );
}
