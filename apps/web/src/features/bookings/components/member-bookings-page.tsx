import { BOOKING_MSG, type BookingItem } from "@saathi/contract/bookings";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { useMemberBookings } from "../api/get-member-bookings.ts";
import { MemberBookingCard } from "./member-booking-card.tsx";
import { MemberCancelDialog } from "./member-cancel-dialog.tsx";
import { ReportProblemDialog } from "./report-problem-dialog.tsx";
import { ReviewDialog } from "./review-dialog.tsx";

/** /booking 'Councellors Booking': upcoming and completed sessions. */
export function MemberBookingsPage() {
  const q = useMemberBookings();
  const [tab, setTab] = useState<"upcoming" | "completed">("upcoming");
  const [cancelling, setCancelling] = useState<BookingItem | null>(null);
  const [reviewing, setReviewing] = useState<BookingItem | null>(null);
  const [reporting, setReporting] = useState<BookingItem | null>(null);
  const items = q.data?.[tab] ?? [];
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">Councellors Booking</h1>
      <div role="tablist" aria-label="Bookings" className="grid grid-cols-2 rounded-2xl bg-slate-100 p-1">
        {(["upcoming", "completed"] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            onClick={() => setTab(t)}
            className={`rounded-xl px-3 py-2 text-sm font-semibold ${tab === t ? "bg-white text-brand-800 shadow-sm" : "text-muted"}`}
          >
            {t === "upcoming" ? "Upcoming" : "Completed"}
            {q.data ? ` (${q.data.counts[t]})` : ""}
          </button>
        ))}
      </div>
      {q.isLoading ? (
        <div role="status" className="flex flex-col gap-3" aria-label="Loading bookings">
          {[0, 1].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-3xl bg-slate-100" />
          ))}
        </div>
      ) : null}
      {q.isError ? (
        <Alert>
          {BOOKING_MSG.fetchFailed}.{" "}
          <button type="button" className="font-semibold underline" onClick={() => void q.refetch()}>
            Retry
          </button>
        </Alert>
      ) : null}
      {q.isSuccess && items.length === 0 ? (
        <div className="rounded-3xl bg-white p-6 text-center">
          <p className="text-muted">{BOOKING_MSG.noBookings}</p>
          {tab === "upcoming" ? (
            <Link to="/expert" className="mt-2 inline-block font-medium text-brand-700 underline">
              Find an expert
            </Link>
          ) : null}
        </div>
      ) : null}
      {/* The panel wraps the list: role="tabpanel" on the <ul> itself would unmake the list (axe listitem). */}
      <div role="tabpanel" aria-label={tab === "upcoming" ? "Upcoming bookings" : "Completed bookings"}>
        <ul className="flex flex-col gap-3">
          {items.map((b) => (
            <li key={b.bookingId}>
              <MemberBookingCard
                booking={b}
                upcoming={tab === "upcoming"}
                onCancel={() => setCancelling(b)}
                onReview={() => setReviewing(b)}
                onReport={() => setReporting(b)}
              />
            </li>
          ))}
        </ul>
      </div>
      <MemberCancelDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
      <ReportProblemDialog booking={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
