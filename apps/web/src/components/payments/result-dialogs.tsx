import { BOOKING_MSG } from "@saathi/contract/bookings";
import { format } from "date-fns";
import { CheckCircle2, XCircle } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { Button, buttonClasses } from "../ui/button.tsx";

function Frame({ open, onClose, children }: { open: boolean; onClose(): void; children: React.ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-xl sm:left-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2">
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 'You're all set!' after a verified payment. */
export function BookingSuccessDialog({
  startsAt,
  expertName,
  onClose,
}: {
  startsAt: string | null;
  expertName: string;
  onClose(): void;
}) {
  return (
    <Frame open={Boolean(startsAt)} onClose={onClose}>
      <CheckCircle2 className="mx-auto text-brand-700" size={48} aria-hidden="true" />
      <Dialog.Title className="mt-3 text-xl font-bold text-ink">{BOOKING_MSG.allSet}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-muted">
        Your session with {expertName} is booked for {startsAt ? format(new Date(startsAt), "EEEE d MMMM, h:mm a") : ""}
        . We have let them know.
      </Dialog.Description>
      <div className="mt-5 flex flex-col gap-2">
        <Link to="/booking" className={buttonClasses("primary")}>
          View my bookings
        </Link>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </Frame>
  );
}

/** 'Transaction Failed' with the reason and 'Try Again'. */
export function BookingFailureDialog({ message, onRetry }: { message: string | null; onRetry(): void }) {
  return (
    <Frame open={message !== null} onClose={onRetry}>
      <XCircle className="mx-auto text-red-600" size={48} aria-hidden="true" />
      <Dialog.Title className="mt-3 text-xl font-bold text-ink">{BOOKING_MSG.failedTitle}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-muted">{message}</Dialog.Description>
      <p className="mt-1 text-xs text-muted">
        If any money was taken for this attempt, it comes back to you automatically.
      </p>
      <Button className="mt-5 w-full" onClick={onRetry}>
        {BOOKING_MSG.tryAgain}
      </Button>
    </Frame>
  );
}
