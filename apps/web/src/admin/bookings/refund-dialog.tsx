import { useLingui } from "@lingui/react/macro";
import { MONEY_MSG } from "@saathi/contract/admin-money";
import { useState } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { tx } from "../../lib/i18n/translate.ts";
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
  const { t } = useLingui();
  const refund = useCreateRefund();
  const most = formatPaise(refundable);
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
      title={t`Refund this booking`}
      description={t`Up to ${most} can be refunded. The member gets it back through the payment gateway and both sides are told.`}
      reasonLabel={t`Reason (the member sees it in the email)`}
      confirmLabel={t`Refund`}
      busyLabel={t`Refunding...`}
      tone="danger"
      onConfirm={async (reason) => {
        const paise = rupeesToPaise(amount);
        if (paise === null || paise < 1) {
          const message = t`Enter an amount in rupees, like 250 or 250.50`;
          setError(message);
          throw new Error(message);
        }
        if (paise > refundable) {
          setError(tx(MONEY_MSG.overRefund));
          throw new Error(tx(MONEY_MSG.overRefund));
        }
        setError(undefined);
        const res = await refund.mutateAsync({ bookingId, body: { amount: paise, reason, idempotencyKey: key } });
        toast(tx(res.message));
      }}
    >
      <AmountField
        label={t`Amount to refund`}
        value={amount}
        onChange={setAmount}
        hint={t`At most ${most}`}
        error={error}
      />
      <button
        type="button"
        className="self-start text-sm font-medium text-brand-700 underline"
        onClick={() => setAmount((refundable / 100).toFixed(2))}
      >
        {t`Refund everything left (${most})`}
      </button>
    </ReasonDialog>
  );
}
