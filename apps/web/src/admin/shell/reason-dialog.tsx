// Confirm a staff action with a reason (the audit log keeps it). The caller runs the action in onConfirm;
// a rejected promise shows its message in the dialog and keeps it open, a resolved one closes it.
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_MSG, adminReasonSchema } from "@saathi/contract/admin";
import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { DialogContent } from "../../components/ui/dialog.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "./admin-api.ts";

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** What will happen, in a sentence. */
  description?: string;
  /** Label of the reason box (default "Reason"). */
  reasonLabel?: string;
  confirmLabel: string;
  busyLabel?: string;
  tone?: "primary" | "danger";
  /** Extra fields (amount, end date, message…): their values are the caller's own state. */
  children?: ReactNode;
  /** Runs the action; throw (or reject) to show the error and keep the dialog open. */
  onConfirm(reason: string): Promise<unknown>;
}

export function ReasonDialog(p: ReasonDialogProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = (open: boolean) => {
    if (busy) return;
    if (!open) {
      setReason("");
      setFieldError(undefined);
      setError(undefined);
    }
    p.onOpenChange(open);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = adminReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setFieldError(tx(ADMIN_MSG.reasonRequired));
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setBusy(true);
    try {
      await p.onConfirm(parsed.data);
      setBusy(false);
      setReason("");
      p.onOpenChange(false);
    } catch (err) {
      setBusy(false);
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog.Root open={p.open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed inset-x-3 top-1/2 z-50 max-h-[90dvh] -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold text-ink">{p.title}</Dialog.Title>
          {p.description ? (
            <Dialog.Description className="mt-1 text-sm text-muted">{p.description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">
              <Trans>Give a reason to continue.</Trans>
            </Dialog.Description>
          )}
          <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
            {p.children}
            <div className="flex flex-col gap-1">
              <label htmlFor={reasonId} className="text-sm font-medium text-ink">
                {p.reasonLabel ?? t`Reason`}
              </label>
              <textarea
                id={reasonId}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={3}
                maxLength={1000}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${reasonId}-error` : undefined}
                className={`rounded-xl border bg-white px-3 py-2 text-base text-ink ${fieldError ? "border-red-500" : "border-slate-300"}`}
              />
              {fieldError ? (
                <p id={`${reasonId}-error`} role="alert" className="text-sm text-red-700">
                  {fieldError}
                </p>
              ) : null}
            </div>
            {error ? <Alert>{error}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => close(false)} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" variant={p.tone ?? "primary"} busy={busy} busyText={p.busyLabel ?? t`Saving…`}>
                {p.confirmLabel}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
