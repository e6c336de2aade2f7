import { Trans, useLingui } from "@lingui/react/macro";
import { BOOKING_MSG, type BookingItem, EXPERT_CANCEL_REASONS } from "@saathi/contract/bookings";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { SmallDialog } from "./confirm-dialog.tsx";

/** The expert picks a reason and ticks the terms; 'Cancel Now' really cancels and refunds. */
export function ExpertCancelDialog({ booking, onClose }: { booking: BookingItem | null; onClose(): void }) {
  const { t } = useLingui();
  const cancel = useCancelBooking();
  const name = booking?.counterpart.name ?? "";
  const [reason, setReason] = useState("");
  const [agreed, setAgreed] = useState(false);
  const close = () => {
    setReason("");
    setAgreed(false);
    cancel.reset();
    onClose();
  };
  return (
    <SmallDialog
      open={Boolean(booking)}
      onOpenChange={(o) => !o && close()}
      title={t`Cancel this session`}
      description={booking ? t`Tell ${name} why you need to cancel.` : undefined}
    >
      <div className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">
            <Trans>Reason</Trans>
          </legend>
          {EXPERT_CANCEL_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 rounded-xl border border-slate-200 p-3 text-sm">
              <input type="radio" name="cancel-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {tx(r)}
            </label>
          ))}
        </fieldset>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input type="checkbox" className="mt-1" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <Trans>I understand the member will be refunded in full and notified</Trans>
        </label>
        {cancel.isError ? <Alert>{tx(cancel.error.message)}</Alert> : null}
        <Button
          variant="danger"
          disabled={!reason || !agreed}
          busy={cancel.isPending}
          busyText={t`Cancelling...`}
          onClick={() =>
            booking &&
            cancel.mutate(
              { bookingId: booking.bookingId, reason },
              {
                onSuccess: () => {
                  toast(tx(BOOKING_MSG.cancelled));
                  close();
                },
              },
            )
          }
        >
          <Trans>Cancel Now</Trans>
        </Button>
      </div>
    </SmallDialog>
  );
}
