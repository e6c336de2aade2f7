import { Trans, useLingui } from "@lingui/react/macro";
import { BOOKING_MSG, type BookingItem } from "@saathi/contract/bookings";
import type { RefObject } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { BookingTime } from "./booking-time.tsx";
import { SmallDialog } from "./confirm-dialog.tsx";

/** The member confirms before a session is cancelled; the refund is full. */
export function MemberCancelDialog({
  booking,
  onClose,
  returnFocusTo,
}: {
  booking: BookingItem | null;
  onClose(): void;
  /** Where the focus goes once the session (and its Cancel button) is gone. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const cancel = useCancelBooking();
  const name = booking?.counterpart.name ?? "";
  return (
    <SmallDialog
      open={Boolean(booking)}
      onOpenChange={(o) => !o && onClose()}
      title={t`Cancel this session?`}
      returnFocusTo={returnFocusTo}
      description={
        booking?.paidWithPackage
          ? t`The session goes back to your package, and your expert will be told.`
          : t`You will get a full refund, and your expert will be told.`
      }
    >
      {booking ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink">
            <Trans>
              With <strong>{name}</strong>
            </Trans>
            <br />
            <BookingTime startsAt={booking.startsAt} endsAt={booking.endsAt} />
          </p>
          {cancel.isError ? <Alert>{tx(cancel.error.message)}</Alert> : null}
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={onClose}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              variant="danger"
              busy={cancel.isPending}
              busyText={t`Cancelling...`}
              onClick={() =>
                cancel.mutate(
                  { bookingId: booking.bookingId },
                  {
                    onSuccess: () => {
                      toast(tx(BOOKING_MSG.cancelled));
                      onClose();
                    },
                  },
                )
              }
            >
              <Trans>Cancel session</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </SmallDialog>
  );
}
