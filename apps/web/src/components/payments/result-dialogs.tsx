import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { BOOKING_MSG } from "@saathi/contract/bookings";
import { CheckCircle2, XCircle } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";
import { formatDate } from "../../lib/i18n/format.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { PushPrompt } from "../push/push-prompt.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { DialogContent } from "../ui/dialog.tsx";

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

/** What had the focus before paying (e.g. 'Book your slot now'): it gets it back when the dialog closes. */
type ReturnFocus = RefObject<HTMLElement | null>;

function Frame({
  open,
  onClose,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onClose(): void;
  returnFocusTo?: ReturnFocus;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          // Opened by a payment's outcome, not by a Radix trigger: without this the focus falls to the page.
          onCloseAutoFocus={(e) => {
            if (!returnFocusTo?.current) return;
            e.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-xl sm:left-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2"
        >
          {children}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 'You're all set!' after a verified payment. */
export function BookingSuccessDialog({
  startsAt,
  expertName,
  onClose,
  returnFocusTo,
}: {
  startsAt: string | null;
  expertName: string;
  onClose(): void;
  returnFocusTo?: ReturnFocus;
}) {
  useLingui(); // tx() and the date follow the language of the moment
  const when = startsAt ? formatDate(startsAt, WHEN) : "";
  return (
    <Frame open={Boolean(startsAt)} onClose={onClose} returnFocusTo={returnFocusTo}>
      <CheckCircle2 className="mx-auto text-brand-700" size={48} aria-hidden="true" />
      <Dialog.Title className="mt-3 text-xl font-bold text-ink">{tx(BOOKING_MSG.allSet)}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-muted">
        <Trans>
          Your session with {expertName} is booked for {when}. We have let them know.
        </Trans>
      </Dialog.Description>
      <PushPrompt className="mt-4" />
      <div className="mt-5 flex flex-col gap-2">
        <Link to="/booking" className={buttonClasses("primary")}>
          <Trans>View my bookings</Trans>
        </Link>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </Frame>
  );
}

/** 'Transaction Failed' with the reason and 'Try Again'. */
export function BookingFailureDialog({
  message,
  onRetry,
  returnFocusTo,
}: {
  message: string | null;
  onRetry(): void;
  returnFocusTo?: ReturnFocus;
}) {
  useLingui();
  return (
    <Frame open={message !== null} onClose={onRetry} returnFocusTo={returnFocusTo}>
      <XCircle className="mx-auto text-red-600" size={48} aria-hidden="true" />
      <Dialog.Title className="mt-3 text-xl font-bold text-ink">{tx(BOOKING_MSG.failedTitle)}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-muted">{message ? tx(message) : null}</Dialog.Description>
      <p className="mt-1 text-xs text-muted">
        <Trans>If any money was taken for this attempt, it comes back to you automatically.</Trans>
      </p>
      <Button className="mt-5 w-full" onClick={onRetry}>
        {tx(BOOKING_MSG.tryAgain)}
      </Button>
    </Frame>
  );
}
