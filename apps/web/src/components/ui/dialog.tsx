// Every dialog's content goes through these (Radix Dialog and AlertDialog), so that closing one never
// leaves the focus on <body>. Radix gives the focus back to a Dialog.Trigger; most of Saathi's dialogs
// are opened from state (a query's answer, a realtime event, a payment's outcome, a menu item), with no
// trigger, and lost the focus when they closed. Here the element that had the focus when the dialog
// opened is noted, and after Radix (and the caller's own onCloseAutoFocus) had their say, a focus left
// nowhere goes back to it, else to the main heading or landmark (focus-return.ts).
import { AlertDialog, Dialog } from "radix-ui";
import { type ComponentProps, useEffect, useRef } from "react";
import { rememberFocus, restoreLostFocus } from "./focus-return.ts";

type Handlers = {
  onOpenAutoFocus?: (e: Event) => void;
  onCloseAutoFocus?: (e: Event) => void;
};

/** The opener, noted as the content opens, and the two handlers that note it and return to it. */
function useFocusHandlers({ onOpenAutoFocus, onCloseAutoFocus }: Handlers): Required<Handlers> {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (e) => {
      // Radix calls this as the content mounts, before it moves the focus inside.
      opener.current = rememberFocus();
      onOpenAutoFocus?.(e);
    },
    onCloseAutoFocus: (e) => {
      onCloseAutoFocus?.(e);
      // Radix focuses its trigger (if any) right after this handler, in the same task.
      const back = opener.current;
      queueMicrotask(() => restoreLostFocus(back));
    },
  };
}

/** Radix `Dialog.Content` that never leaves the focus on the page's <body> when it closes. */
export function DialogContent({ onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof Dialog.Content>) {
  return <Dialog.Content {...props} {...useFocusHandlers({ onOpenAutoFocus, onCloseAutoFocus })} />;
}

/** Radix `AlertDialog.Content`, likewise. */
export function AlertDialogContent({
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertDialog.Content>) {
  return <AlertDialog.Content {...props} {...useFocusHandlers({ onOpenAutoFocus, onCloseAutoFocus })} />;
}

/**
 * For a dialog, popup or inline prompt that is not Radix's (an incoming call, a consent question, a
 * warning): while `open`, it may hold the focus; once it closes (or its buttons go), a focus left on
 * <body> goes back to where it was before, else to the main heading or landmark.
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (!open) return;
    return () => {
      const back = opener.current;
      opener.current = null;
      // After the page has settled (a component may move the focus itself in its own effect).
      setTimeout(() => restoreLostFocus(back), 0);
    };
  }, [open]);
  // Noted during the render that opens it: an autoFocus inside moves the focus before any effect runs.
  if (open && opener.current === null) opener.current = rememberFocus();
}
