import { type AdminDisputeRow, MONEY_MSG } from "@saathi/contract/admin-money";
import { DISPUTE_CATEGORY_LABEL, type DisputeResolution } from "@saathi/contract/booking-disputes";
import { useState } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { AmountField, rupeesToPaise } from "../bookings/amount-field.tsx";
import { formatPaise } from "../shell/format.ts";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { useResolveDispute } from "./api/resolve-dispute.ts";

const CHOICES: { value: DisputeResolution; label: string }[] = [
  { value: "refund", label: "Refund everything left" },
  { value: "partial", label: "Refund part of it" },
  { value: "none", label: "No refund" },
];

/** Resolve a dispute: the choice, an amount for a partial refund, and the message both sides get. */
export function ResolveDialog({ dispute, onClose }: { dispute: AdminDisputeRow | null; onClose(): void }) {
  const resolve = useResolveDispute();
  const [choice, setChoice] = useState<DisputeResolution>("partial");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const left = dispute?.refundable ?? 0;
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
      title="Resolve this dispute"
      description={
        dispute
          ? `${DISPUTE_CATEGORY_LABEL[dispute.category]} — ${dispute.member.name} with ${dispute.expert.name}. Up to ${formatPaise(left)} can be refunded.`
          : undefined
      }
      reasonLabel="Message to the member and the expert"
      confirmLabel="Resolve"
      busyLabel="Resolving..."
      onConfirm={async (message) => {
        if (!dispute) return;
        let paise: number | undefined;
        if (choice === "partial") {
          const p = rupeesToPaise(amount);
          if (p === null || p < 1) {
            setError(MONEY_MSG.partialNeedsAmount);
            throw new Error(MONEY_MSG.partialNeedsAmount);
          }
          if (p > left) {
            setError(MONEY_MSG.overRefund);
            throw new Error(MONEY_MSG.overRefund);
          }
          paise = p;
        }
        setError(undefined);
        const res = await resolve.mutateAsync({ id: dispute.id, body: { resolution: choice, amount: paise, message } });
        toast(res.message);
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">Resolution</legend>
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
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "partial" ? (
        <AmountField
          label="Amount to refund"
          value={amount}
          onChange={setAmount}
          hint={`At most ${formatPaise(left)}`}
          error={error}
        />
      ) : null}
    </ReasonDialog>
  );
}
