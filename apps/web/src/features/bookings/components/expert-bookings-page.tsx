import { Trans, useLingui } from "@lingui/react/macro";
import {
  BOOKING_MSG,
  type BookingItem,
  EXPERT_BOOKING_TABS,
  EXPERT_TAB_LABEL,
  type ExpertBookingTab,
} from "@saathi/contract/bookings";
import { useState } from "react";
import { Link } from "react-router";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadMoreButton } from "../../../components/ui/load-more-button.tsx";
import { useStartCall } from "../../../lib/calls/use-start-call.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useExpertBookingCounts } from "../api/get-expert-booking-counts.ts";
import { useExpertBookings } from "../api/get-expert-bookings.ts";
import { CallTermsDialog } from "./call-terms-dialog.tsx";
import { ExpertBookingCard } from "./expert-booking-card.tsx";
import { ExpertBookingDetail } from "./expert-booking-detail.tsx";
import { ExpertCancelDialog } from "./expert-cancel-dialog.tsx";
import { NO_TAB_BOOKINGS, TAB_BOOKINGS } from "./labels.ts";

const countOf = (tab: ExpertBookingTab, c: { upcoming: number; completed: number; cancelled: number }) =>
  tab === "upcoming" ? c.upcoming : tab === "cancelled" ? c.cancelled : c.completed;

/** /expert/vendorbooking 'My Bookings': tabs with counts, list and (desktop) the selected booking. */
export function ExpertBookingsPage() {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<ExpertBookingTab>("upcoming");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<BookingItem | null>(null);
  const [calling, setCalling] = useState<BookingItem | null>(null);
  const startCall = useStartCall();
  const counts = useExpertBookingCounts();
  const list = useExpertBookings(tab);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const selected = items.find((b) => b.bookingId === selectedId) ?? items[0] ?? null;
  const upcoming = tab === "upcoming";
  const errorText = (message: string) => {
    const error = tx(message);
    return t`Error loading bookings: ${error}`;
  };
  const detail = (b: BookingItem) => (
    <ExpertBookingDetail
      booking={b}
      upcoming={upcoming}
      onCancel={() => setCancelling(b)}
      onStartCall={() => setCalling(b)}
    />
  );

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>My Bookings</Trans>
      </h1>
      <Link to="/expert/caseload" className="w-fit text-sm font-medium text-brand-700 underline">
        <Trans>My clients: scores, homework and who is not on track</Trans>
      </Link>
      <Link to="/expert/circles" className="w-fit text-sm font-medium text-brand-700 underline">
        <Trans>My hosted circles: meetings, seats and waitlists</Trans>
      </Link>
      <OfflineNotice source="/api/expert/bookings" />
      <div
        role="tablist"
        aria-label={t`Bookings`}
        className="flex gap-0.5 overflow-x-auto rounded-2xl bg-slate-100 p-1"
      >
        {EXPERT_BOOKING_TABS.map((tb) => (
          <button
            key={tb}
            type="button"
            role="tab"
            aria-selected={tab === tb}
            onClick={() => {
              setTab(tb);
              setSelectedId(null);
            }}
            className={`flex-1 whitespace-nowrap rounded-xl px-2 py-2 text-xs font-semibold sm:px-3 sm:text-sm ${tab === tb ? "bg-white text-brand-800 shadow-sm" : "text-muted"}`}
          >
            {tx(EXPERT_TAB_LABEL[tb])}
            {counts.data ? <span className="hidden md:inline"> ({countOf(tb, counts.data)})</span> : null}
          </button>
        ))}
      </div>
      {list.isLoading ? <p className="text-muted">{tx(BOOKING_MSG.loadingBookings)}</p> : null}
      {list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 p-4 text-red-800">
          {errorText(list.error.message)}
          <Button variant="secondary" onClick={() => void list.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="rounded-3xl bg-white p-6 text-center text-muted">{i18n._(NO_TAB_BOOKINGS[tab])}</p>
      ) : null}
      {items.length ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          {/* The tab panel wraps the list: role="tabpanel" on the <ul> itself would unmake the list (axe). */}
          <div role="tabpanel" aria-label={i18n._(TAB_BOOKINGS[tab])} className="flex flex-col gap-3">
            <ul className="flex flex-col gap-3">
              {items.map((b) => (
                <li key={b.bookingId} className="flex flex-col gap-2">
                  <ExpertBookingCard
                    booking={b}
                    selected={selected?.bookingId === b.bookingId}
                    onSelect={() => setSelectedId(b.bookingId)}
                  />
                  {/* Phones and tablets: the chosen booking opens under its card. */}
                  {selectedId === b.bookingId ? <div className="lg:hidden">{detail(b)}</div> : null}
                </li>
              ))}
            </ul>
            <LoadMoreButton query={list} />
          </div>
          <div className="hidden lg:block">{selected ? detail(selected) : null}</div>
        </div>
      ) : null}
      <ExpertCancelDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <CallTermsDialog
        open={calling !== null}
        onClose={() => setCalling(null)}
        starting={startCall.starting}
        error={startCall.error}
        onDone={() => {
          if (calling) void startCall.start(calling.bookingId, calling.counterpart.userId);
        }}
      />
    </section>
  );
}
