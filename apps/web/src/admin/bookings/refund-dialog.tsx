import { MONEY_MSG } from "@saathi/contract/admin-money";
import { useState } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { formatPaise } from "../shell/format.ts";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { AmountField, rupeesToPaise } from "./amount-field.tsx";
import { useCreateRefund } from "./api/create-refund.ts";

const newKey = () => crypto.randomUUID();

/** Refund part or all of a booking's payment, with a reason; one key per refund meant. */
export function RefundDialog({
  bookingId,
  refundable,
  open,
  onOpenChange,
}: {
  bookingId: string;
  refundable: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const refund = useCreateRefund();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  // The same key for every try of this dialog: a retry after a timeout is the same refund.
  const [key, setKey] = useState(newKey);
  const change = (o: boolean) => {
    if (!o) {
      setAmount("");
      setError(undefined);
      setKey(newKey());
    }
    onOpenChange(o);
  };
  return (
    <ReasonDialog
      open={open}
      onOpenChange={change}
      title="Refund this booking"
      description={`Up to ${formatPaise(refundable)} can be refunded. The member gets it back through the payment gateway and both sides are told.`}
      reasonLabel="Reason (the member sees it in the email)"
      confirmLabel="Refund"
      busyLabel="Refunding..."
      tone="danger"
      onConfirm={async (reason) => {
        const paise = rupeesToPaise(amount);
        if (paise === null || paise < 1) {
          setError("Enter an amount in rupees, like 250 or 250.50");
          throw new Error("Enter an amount in rupees, like 250 or 250.50");
        }
        if (paise > refundable) {
          setError(MONEY_MSG.overRefund);
          throw new Error(MONEY_MSG.overRefund);
        }
        setError(undefined);
        const res = await refund.mutateAsync({ bookingId, body: { amount: paise, reason, idempotencyKey: key } });
        toast(res.message);
      }}
    >
      <AmountField
        label="Amount to refund"
        value={amount}
        onChange={setAmount}
        hint={`At most ${formatPaise(refundable)}`}
        error={error}
      />
      <button
        type="button"
        className="self-start text-sm font-medium text-brand-700 underline"
        onClick={() => setAmount((refundable / 100).toFixed(2))}
      >
        Refund everything left ({formatPaise(refundable)})
      </button>
    </ReasonDialog>
  );
}
