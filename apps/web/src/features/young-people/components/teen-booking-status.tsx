// /sessions/waiting/:bookingId: a young member's session waiting for their guardian to consent and pay
// (decision 038): "Waiting for your guardian" with the time the hold ends, then confirmed, declined or
// expired, told kindly with Childline 1098 near.
import { Trans } from "@lingui/react/macro";
import { GUARDIAN_BOOKING_MSG, type TeenBookingStatus } from "@saathi/contract/guardian-booking";
import { Link, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { formatSlotTime } from "../../../lib/slot-time.ts";
import { useTeenBooking } from "../api/get-teen-booking.ts";

export function TeenBookingStatusPage() {
  const { bookingId = "" } = useParams();
  const booking = useTeenBooking(bookingId);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 text-ink">
      {booking.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : booking.isError ? (
        <Alert>
          <Trans>We could not find this session.</Trans>{" "}
          <button type="button" className="min-h-11 underline" onClick={() => void booking.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </Alert>
      ) : (
        <Status booking={booking.data} />
      )}
    </main>
  );
}

function Status({ booking }: { booking: TeenBookingStatus }) {
  const when = formatSlotTime(booking.startsAt);
  const until = formatSlotTime(booking.holdExpiresAt);
  const expert = booking.expertName;
  return (
    <section aria-live="polite" className="flex flex-col gap-3" data-testid="teen-booking-status">
      {booking.state === "waiting" ? (
        <>
          <h1 className="text-2xl font-semibold">{tx(GUARDIAN_BOOKING_MSG.waiting)}</h1>
          <p>
            <Trans>
              We sent your parent or guardian a link to consent to your session with {expert} on {when} and to pay for
              it. The time is kept for you until {until}.
            </Trans>
          </p>
          <p className="text-sm text-muted">
            <Trans>This page updates by itself when they answer.</Trans>
          </p>
        </>
      ) : booking.state === "confirmed" ? (
        <>
          <h1 className="text-2xl font-semibold">
            <Trans>Your session is confirmed</Trans>
          </h1>
          <p>
            <Trans>
              Your guardian has consented and paid: your session with {expert} on {when} is confirmed.
            </Trans>
          </p>
          {booking.attendance === "present" ? (
            <p className="text-sm">
              <Trans>Your guardian will be present.</Trans>
            </p>
          ) : booking.attendance === "informed" ? (
            <p className="text-sm">
              <Trans>Your guardian is kept informed, and does not hear what you say.</Trans>
            </p>
          ) : null}
          <Link to="/booking" className={buttonClasses("primary")}>
            <Trans>My sessions</Trans>
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">
            <Trans>Your session was not booked</Trans>
          </h1>
          <p>
            {booking.state === "declined" ? (
              <Trans>
                Your guardian decided not to book this session, and the time is free again. You can talk with them about
                it.
              </Trans>
            ) : (
              <Trans>Your guardian did not answer in time, so the time is free again. You can ask again.</Trans>
            )}
          </p>
          <p className="text-sm">
            <Trans>If you need to talk now, call Childline 1098 any time.</Trans>
          </p>
          <Link to="/expert" className={buttonClasses("secondary")}>
            <Trans>Find an expert</Trans>
          </Link>
        </>
      )}
    </section>
  );
}
