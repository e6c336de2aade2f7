import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingItem } from "@saathi/contract/bookings";
import { RESCHEDULE_MIN_HOURS, RESCHEDULE_MSG } from "@saathi/contract/reschedule";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useReschedule } from "../api/reschedule-booking.ts";
import { BookingTime } from "./booking-time.tsx";
import { SmallDialog } from "./confirm-dialog.tsx";
import { FreeTimeList } from "./free-time-list.tsx";

/** 'Reschedule' on the member's upcoming session: pick another free time, confirm, done. */
export function RescheduleAction({ booking }: { booking: BookingItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const move = useReschedule();
  const close = () => {
    setOpen(false);
    setPicked(null);
    move.reset();
  };
  const tooLate = Date.parse(booking.startsAt) - Date.now() < RESCHEDULE_MIN_HOURS * 3_600_000;
  return (
    <>
      <Button variant="secondary" className="col-span-2" onClick={() => setOpen(true)}>
        <Trans>Reschedule</Trans>
      </Button>
      <SmallDialog
        open={open}
        onOpenChange={(o) => (o ? setOpen(true) : close())}
        title={t`Move this session`}
        description={t`Pick another free time with the same expert. There is nothing more to pay.`}
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            <Trans>Now:</Trans> <BookingTime startsAt={booking.startsAt} endsAt={booking.endsAt} />
          </p>
          {tooLate ? (
            <Alert>{tx(RESCHEDULE_MSG.tooLate)}</Alert>
          ) : (
            <FreeTimeList
              expertId={booking.counterpart.userId}
              except={booking.startsAt}
              selected={picked}
              onSelect={setPicked}
            />
          )}
          {move.isError ? <Alert>{tx(move.error.message)}</Alert> : null}
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={close}>
              <Trans>Keep my time</Trans>
            </Button>
            <Button
              disabled={!picked || tooLate}
              busy={move.isPending}
              busyText={t`Moving...`}
              onClick={() =>
                picked &&
                move.mutate(
                  { bookingId: booking.bookingId, startsAt: picked },
                  {
                    onSuccess: () => {
                      toast(t`Your session has a new time.`);
                      close();
                    },
                  },
                )
              }
            >
              <Trans>Move my session</Trans>
            </Button>
          </div>
        </div>
      </SmallDialog>
    </>
  );
}
