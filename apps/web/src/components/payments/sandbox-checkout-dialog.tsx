import { Trans, useLingui } from "@lingui/react/macro";
import { formatRupees } from "@saathi/contract/experts";
import { Dialog } from "radix-ui";
import { Fragment } from "react";
import { Button } from "../ui/button.tsx";
import { DialogContent } from "../ui/dialog.tsx";

/** The sandbox checkout (ARCHITECTURE.md): a stand-in for the payment page, no real money. */
export function SandboxCheckoutDialog({
  order,
  summary,
  busy,
  onPay,
  onCancel,
  onFail,
}: {
  order: { amount: number } | null;
  /** What is being paid for, as label and value rows above the amount (already in the reader's language). */
  summary: [label: string, value: string][];
  busy: boolean;
  onPay(): void;
  onCancel(): void;
  onFail(): void;
}) {
  const { t } = useLingui();
  const amount = order ? formatRupees(order.amount) : "";
  return (
    <Dialog.Root open={Boolean(order)} onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed inset-x-3 top-1/2 z-50 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl sm:left-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold text-ink">
            <Trans>Sandbox payment</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            <Trans>A test checkout: no real money moves.</Trans>
          </Dialog.Description>
          {order ? (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {summary.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-ink">{value}</dd>
                </Fragment>
              ))}
              <dt className="text-muted">
                <Trans>Amount</Trans>
              </dt>
              <dd className="font-semibold text-ink">
                <Trans>Rs. {amount}</Trans>
              </dd>
            </dl>
          ) : null}
          <div className="mt-5 flex flex-col gap-2">
            <Button onClick={onPay} busy={busy} busyText={t`Paying...`}>
              <Trans>Pay</Trans>
            </Button>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" onClick={onCancel} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <Button variant="ghost" onClick={onFail} disabled={busy}>
                <Trans>Fail payment</Trans>
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
