import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { BookingItem } from "@saathi/contract/bookings";
import { SESSION_TYPE_LABEL } from "@saathi/contract/experts";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { CancelledNote } from "./booking-money-notes.tsx";
import { BookingTime } from "./booking-time.tsx";
import { wordOf } from "./labels.ts";

/** One row of the expert's list: member, language and mode tags, time and specialty tags. */
export function ExpertBookingCard({
  booking,
  selected,
  onSelect,
}: {
  booking: BookingItem;
  selected: boolean;
  onSelect(): void;
}) {
  const { i18n } = useLingui();
  const tag = "rounded-full px-2 py-0.5 text-xs font-medium";
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected || undefined}
      className={`flex w-full flex-col gap-2 rounded-3xl border bg-white p-4 text-left ${selected ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200 hover:border-brand-300"}`}
    >
      <span className="flex items-center gap-3">
        <Avatar name={booking.counterpart.name} url={booking.counterpart.avatarUrl} size="sm" />
        <span className="font-semibold text-ink">{booking.counterpart.name}</span>
      </span>
      <span className="flex flex-wrap gap-1">
        <span className={`${tag} bg-sky-50 text-sky-800`}>{wordOf(i18n, booking.language)}</span>
        <span className={`${tag} bg-sky-50 text-sky-800`}>{tx(SESSION_TYPE_LABEL[booking.sessionType])}</span>
        {booking.guardianAttendance === "present" ? (
          <span className={`${tag} bg-amber-50 text-amber-900`}>
            <Trans>Guardian present</Trans>
          </span>
        ) : booking.guardianAttendance === "informed" ? (
          <span className={`${tag} bg-amber-50 text-amber-900`}>
            <Trans>Guardian informed</Trans>
          </span>
        ) : null}
      </span>
      <BookingTime startsAt={booking.startsAt} endsAt={booking.endsAt} />
      {booking.status === "CANCELLED" ? <CancelledNote booking={booking} viewer="expert" /> : null}
      <span className="flex flex-wrap gap-1">
        {booking.specialisations.slice(0, 2).map((s) => (
          <span key={s} className={`${tag} bg-brand-50 text-brand-800`}>
            {wordOf(i18n, s)}
          </span>
        ))}
      </span>
    </button>
  );
}
