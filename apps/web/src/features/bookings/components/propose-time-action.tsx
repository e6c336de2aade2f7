import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingItem } from "@saathi/contract/bookings";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useProposeTime } from "../api/propose-time.ts";
import { BookingTime } from "./booking-time.tsx";
import { SmallDialog } from "./confirm-dialog.tsx";
import { FreeTimeList } from "./free-time-list.tsx";

/** 'Propose a new time' on the expert's upcoming session; the member accepts or declines. */
export function ProposeTimeAction({
  booking,
  onSent,
}: {
  booking: Pick<BookingItem, "bookingId" | "startsAt" | "endsAt">;
  /** Called once the proposal is sent (a screen showing the session elsewhere refreshes it). */
  onSent?: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const propose = useProposeTime();
  const close = () => {
    setOpen(false);
    setPicked(null);
    propose.reset();
  };
  return (
    <>
      <Button variant="secondary" className="col-span-2" onClick={() => setOpen(true)}>
        <Trans>Propose a new time</Trans>
      </Button>
      <SmallDialog
        open={open}
        onOpenChange={(o) => (o ? setOpen(true) : close())}
        title={t`Propose a new time`}
        description={t`The member will be asked to accept or decline. Until then the session stays at its time.`}
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            <Trans>Now:</Trans> <BookingTime startsAt={booking.startsAt} endsAt={booking.endsAt} />
          </p>
          <OwnFreeTimes except={booking.startsAt} selected={picked} onSelect={setPicked} />
          {propose.isError ? <Alert>{tx(propose.error.message)}</Alert> : null}
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={close}>
              <Trans>Close</Trans>
            </Button>
            <Button
              disabled={!picked}
              busy={propose.isPending}
              busyText={t`Sending...`}
              onClick={() =>
                picked &&
                propose.mutate(
                  { bookingId: booking.bookingId, startsAt: picked },
                  {
                    onSuccess: () => {
                      toast(t`Your proposal was sent to the member.`);
                      close();
                      onSent?.();
                    },
                  },
                )
              }
            >
              <Trans>Send proposal</Trans>
            </Button>
          </div>
        </div>
      </SmallDialog>
    </>
  );
}

/** The signed-in expert's own free times (asked only once the dialog is open). */
function OwnFreeTimes(p: { except: string; selected: string | null; onSelect(startsAt: string): void }) {
  const expertId = useMe().data?.user?.id;
  return expertId ? <FreeTimeList expertId={expertId} {...p} /> : null;
}
