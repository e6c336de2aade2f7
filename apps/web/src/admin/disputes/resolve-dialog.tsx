import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type AdminDisputeRow, MONEY_MSG } from "@saathi/contract/admin-money";
import { DISPUTE_CATEGORY_LABEL, type DisputeResolution } from "@saathi/contract/booking-disputes";
import { useState } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { AmountField, rupeesToPaise } from "../bookings/amount-field.tsx";
import { formatPaise } from "../shell/format.ts";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { useResolveDispute } from "./api/resolve-dispute.ts";

const CHOICES: { value: DisputeResolution; label: MessageDescriptor }[] = [
  { value: "refund", label: msg`Refund everything left` },
  { value: "partial", label: msg`Refund part of it` },
  { value: "none", label: msg`No refund` },
];

/** Resolve a dispute: the choice, an amount for a partial refund, and the message both sides get. */
export function ResolveDialog({ dispute, onClose }: { dispute: AdminDisputeRow | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const resolve = useResolveDispute();
  const [choice, setChoice] = useState<DisputeResolution>("partial");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const left = dispute?.refundable ?? 0;
  const most = formatPaise(left);
  const problem = dispute ? tx(DISPUTE_CATEGORY_LABEL[dispute.category]) : "";
  const member = dispute?.member.name ?? "";
  const expert = dispute?.expert.name ?? "";
  return (
    <ReasonDialog
      open={dispute !== null}
      onOpenChange={(o) => {
        if (!o) {
          setChoice("partial");
          setAmount("");
          setError(undefined);
          onClose();
        }
      }}
      title={t`Resolve this dispute`}
      description={dispute ? t`${problem} — ${member} with ${expert}. Up to ${most} can be refunded.` : undefined}
      reasonLabel={t`Message to the member and the expert`}
      confirmLabel={t`Resolve`}
      busyLabel={t`Resolving...`}
      onConfirm={async (message) => {
        if (!dispute) return;
        let paise: number | undefined;
        if (choice === "partial") {
          const p = rupeesToPaise(amount);
          if (p === null || p < 1) {
            setError(tx(MONEY_MSG.partialNeedsAmount));
            throw new Error(tx(MONEY_MSG.partialNeedsAmount));
          }
          if (p > left) {
            setError(tx(MONEY_MSG.overRefund));
            throw new Error(tx(MONEY_MSG.overRefund));
          }
          paise = p;
        }
        setError(undefined);
        const res = await resolve.mutateAsync({ id: dispute.id, body: { resolution: choice, amount: paise, message } });
        toast(tx(res.message));
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">{t`Resolution`}</legend>
        <div className="flex flex-col gap-1">
          {CHOICES.map((c) => (
            <label
              key={c.value}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 text-sm"
            >
              <input
                type="radio"
                name="resolution"
                value={c.value}
                checked={choice === c.value}
                disabled={c.value !== "none" && left === 0}
                onChange={() => setChoice(c.value)}
              />
              {i18n._(c.label)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "partial" ? (
        <AmountField
          label={t`Amount to refund`}
          value={amount}
          onChange={setAmount}
          hint={t`At most ${most}`}
          error={error}
        />
      ) : null}
    </ReasonDialog>
  );
}
