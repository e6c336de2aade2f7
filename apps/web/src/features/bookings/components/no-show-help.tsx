import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingItem } from "@saathi/contract/bookings";
import { NO_SHOW_AFTER_MINUTES } from "@saathi/contract/reminders";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAskForHelp } from "../api/ask-for-help.ts";
import { useBookingReminders } from "../api/get-booking-reminders.ts";

const noShowAt = (b: BookingItem) => Date.parse(b.startsAt) + NO_SHOW_AFTER_MINUTES * 60_000;

/**
 * 15 minutes after the start, while the session lasts, if nobody joined the call the member
 * sees 'I need help', which opens a problem report for Saathi's team (the server decides; it says so in
 * the reminders answer's canAskForHelp).
 */
export function NoShowHelp({ booking }: { booking: BookingItem }) {
  const { t } = useLingui();
  const [, rerender] = useState(0);
  const wait = noShowAt(booking) - Date.now();
  useEffect(() => {
    // A card open at the start shows the action when the 15 minutes are over.
    if (wait <= 0 || wait > 2 * 3_600_000) return;
    const timer = setTimeout(() => rerender((n) => n + 1), wait + 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const possible = booking.status === "CONFIRMED" && wait <= 0 && Date.now() < Date.parse(booking.endsAt);
  const q = useBookingReminders(booking.bookingId, possible);
  const help = useAskForHelp();
  if (!possible || !(q.data?.canAskForHelp || help.isSuccess)) return null;
  return (
    <section aria-label={t`Nobody joined the call`} className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-3 text-sm">
      {help.isSuccess ? (
        <p role="status" className="text-amber-950">
          {tx(help.data.message)}
        </p>
      ) : (
        <>
          <p className="text-amber-950">
            <Trans>Nobody has joined the call yet. If something went wrong, our team can help.</Trans>
          </p>
          <Button onClick={() => help.mutate(booking.bookingId)} disabled={help.isPending}>
            <Trans>I need help</Trans>
          </Button>
          {help.isError ? (
            <p role="alert" className="text-red-700">
              {tx(help.error.message)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
