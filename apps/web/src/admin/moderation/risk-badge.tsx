// The queue's first column: how urgent an item is, in words and colour (never colour alone).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

const RISK_LABEL = [msg`Reported`, msg`Flagged`, msg`Crisis`, msg`Crisis: imminent`] as const;
const RISK_CLASS = [
  "bg-slate-100 text-ink",
  "bg-amber-100 text-amber-900",
  "bg-red-100 text-red-900",
  "bg-red-700 text-white",
] as const;

export function RiskBadge({ risk }: { risk: number }) {
  const { i18n } = useLingui();
  const i = Math.max(0, Math.min(3, risk));
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${RISK_CLASS[i]}`}>
      {i18n._(RISK_LABEL[i] as MessageDescriptor)}
    </span>
  );
}
