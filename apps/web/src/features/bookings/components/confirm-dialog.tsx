import { Dialog } from "radix-ui";
import { type ReactNode, type RefObject, useRef } from "react";
import { DialogContent } from "../../../components/ui/dialog.tsx";

/**
 * A small centred dialog for yes/no decisions and short forms. Opened by state, not by a Radix trigger,
 * so it gives the focus back itself on closing: to the button that opened it, or, when that is gone
 * (the session it belonged to was cancelled), to `returnFocusTo`. Never to the page body.
 */
export function SmallDialog({
  open,
  onOpenChange,
  title,
  description,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          onOpenAutoFocus={() => {
            // Still the button that opened the dialog: the focus moves inside only after this.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const back = opener.current?.isConnected ? opener.current : returnFocusTo?.current;
            if (!back) return;
            e.preventDefault();
            back.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 max-h-[90dvh] -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
