import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BOOKING_MSG, type BookingItem } from "@saathi/contract/bookings";
import { type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useMemberBookings } from "../api/get-member-bookings.ts";
import { MemberBookingCard } from "./member-booking-card.tsx";
import { MemberCancelDialog } from "./member-cancel-dialog.tsx";
import { PaymentsHistory } from "./payments-history.tsx";
import { ReportProblemDialog } from "./report-problem-dialog.tsx";
import { ReviewDialog } from "./review-dialog.tsx";

const TABS = [
  { id: "upcoming", label: msg`Upcoming`, panel: msg`Upcoming bookings` },
  { id: "completed", label: msg`Completed`, panel: msg`Completed bookings` },
  { id: "cancelled", label: msg`Cancelled`, panel: msg`Cancelled bookings` },
] as const;
type Tab = (typeof TABS)[number]["id"];

/**
 * /booking 'Councellors Booking': upcoming and completed sessions, cancelled ones with their refund,
 * and the payments history. `above`: what the screen shows first (a minor's sessions waiting for a guardian).
 */
export function MemberBookingsPage({ above }: { above?: ReactNode } = {}) {
  const { t, i18n } = useLingui();
  const q = useMemberBookings();
  const [tab, setTab] = useState<Tab>("upcoming");
  const [cancelling, setCancelling] = useState<BookingItem | null>(null);
  const [reviewing, setReviewing] = useState<BookingItem | null>(null);
  const [reporting, setReporting] = useState<BookingItem | null>(null);
  const items = q.data?.[tab] ?? [];
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 ref={title} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
        <Trans>Councellors Booking</Trans>
      </h1>
      <OfflineNotice source="/api/bookings" />
      {above}
      <div role="tablist" aria-label={t`Bookings`} className="grid grid-cols-3 rounded-2xl bg-slate-100 p-1">
        {TABS.map((tb) => (
          <button
            key={tb.id}
            type="button"
            role="tab"
            aria-selected={tab === tb.id}
            onClick={() => setTab(tb.id)}
            className={`min-h-11 rounded-xl px-1 py-2 text-sm font-semibold sm:px-3 ${tab === tb.id ? "bg-white text-brand-800 shadow-sm" : "text-muted"}`}
          >
            {i18n._(tb.label)}
            {q.data ? ` (${q.data.counts[tb.id] ?? q.data[tb.id]?.length ?? 0})` : ""}
          </button>
        ))}
      </div>
      {q.isLoading ? (
        <div role="status" className="flex flex-col gap-3" aria-label={t`Loading bookings`}>
          {[0, 1].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-3xl bg-slate-100" />
          ))}
        </div>
      ) : null}
      {q.isError ? (
        <Alert>
          {tx(BOOKING_MSG.fetchFailed)}.{" "}
          <button type="button" className="font-semibold underline" onClick={() => void q.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </Alert>
      ) : null}
      {q.isSuccess && items.length === 0 ? (
        <div className="rounded-3xl bg-white p-6 text-center">
          <p className="text-muted">{tx(BOOKING_MSG.noBookings)}</p>
          {tab === "upcoming" ? (
            <Link to="/expert" className="mt-2 inline-block font-medium text-brand-700 underline">
              <Trans>Find an expert</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
      {/* The panel wraps the list: role="tabpanel" on the <ul> itself would unmake the list (axe listitem). */}
      <div role="tabpanel" aria-label={i18n._(TABS.find((tb) => tb.id === tab)?.panel ?? TABS[0].panel)}>
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
      <PaymentsHistory />
      <MemberCancelDialog booking={cancelling} onClose={() => setCancelling(null)} returnFocusTo={title} />
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
      <ReportProblemDialog booking={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
