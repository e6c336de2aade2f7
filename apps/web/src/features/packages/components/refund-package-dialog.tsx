import { Trans, useLingui } from "@lingui/react/macro";
import type { PackagePurchase } from "@saathi/contract/packages";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useRefundPackage } from "../api/refund-package.ts";

/** 'Refund unused sessions': the amount is shown before the member confirms. */
export function RefundPackageDialog({ purchase }: { purchase: PackagePurchase }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const refund = useRefundPackage();
  const amount = formatMoney(purchase.refundableNow);
  const count = purchase.remaining;
  const close = (next: boolean) => {
    if (refund.isPending) return;
    setOpen(next);
    if (!next) {
      if (refund.isSuccess) void refund.refresh();
      refund.reset();
      setKey(crypto.randomUUID());
    }
  };
  const done = refund.data;
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="self-start">
          <Trans>Refund unused sessions</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed inset-x-3 top-1/2 z-50 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl sm:left-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold text-ink">
            <Trans>Refund unused sessions</Trans>
          </Dialog.Title>
          {done ? (
            <Dialog.Description className="mt-2 text-sm text-ink" role="status">
              {done.status === "refunded" ? (
                <Trans>{formatMoney(done.amount)} has been refunded to you.</Trans>
              ) : (
                <Trans>{formatMoney(done.amount)} is on its way back to you.</Trans>
              )}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="mt-2 text-sm text-ink">
              <Trans>
                You will get back {amount} for {count} unused sessions. Sessions you have booked stay booked.
              </Trans>
            </Dialog.Description>
          )}
          {refund.isError ? (
            <div className="mt-3">
              <Alert>{tx(refund.error.message)}</Alert>
            </div>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)} disabled={refund.isPending}>
              {done ? t`Close` : t`Keep my sessions`}
            </Button>
            {done ? null : (
              <Button
                variant="danger"
                busy={refund.isPending}
                busyText={t`Please wait...`}
                onClick={() => refund.mutate({ purchaseId: purchase.id, key })}
              >
                <Trans>Yes, refund {amount}</Trans>
              </Button>
            )}
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
