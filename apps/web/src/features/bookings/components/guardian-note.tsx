import { Trans } from "@lingui/react/macro";
import type { BookingItem } from "@saathi/contract/bookings";

/**
 * A young person's session (decision 038): what their guardian chose when they consented and paid,
 * so the expert knows whether the guardian joins or is kept informed.
 */
export function GuardianNote({ attendance }: { attendance: BookingItem["guardianAttendance"] }) {
  if (!attendance) return null;
  return (
    <p className="rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {attendance === "present" ? (
        <Trans>A young person's session: their guardian chose to be present.</Trans>
      ) : (
        <Trans>A young person's session: their guardian chose to be kept informed.</Trans>
      )}
    </p>
  );
}
