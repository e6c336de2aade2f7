// A young member's sessions still waiting for their guardian to consent and pay (decision 038), shown
// on their bookings screen; each opens its status page. Nothing waiting: nothing shown.
import { Trans } from "@lingui/react/macro";
import { GUARDIAN_BOOKING_MSG } from "@saathi/contract/guardian-booking";
import { Link } from "react-router";
import { tx } from "../../../lib/i18n/translate.ts";
import { formatSlotTime } from "../../../lib/slot-time.ts";
import { useTeenWaiting } from "../api/get-teen-waiting.ts";

export function WaitingForGuardian() {
  const waiting = useTeenWaiting();
  const items = waiting.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="waiting-for-guardian" className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4">
      <h2 id="waiting-for-guardian" className="text-base font-semibold text-ink">
        {tx(GUARDIAN_BOOKING_MSG.waiting)}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((b) => {
          const expert = b.expertName;
          const when = formatSlotTime(b.startsAt);
          return (
            <li key={b.bookingId}>
              <Link
                to={`/sessions/waiting/${b.bookingId}`}
                className="flex min-h-11 items-center break-words text-sm text-brand-800 underline"
              >
                <Trans>
                  Session with {expert} on {when}
                </Trans>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
