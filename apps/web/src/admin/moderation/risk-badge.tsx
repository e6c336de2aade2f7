// The queue's first column: how urgent an item is, in words and colour (never colour alone).
const RISK_LABEL = ["Reported", "Flagged", "Crisis", "Crisis: method"] as const;
const RISK_CLASS = [
  "bg-slate-100 text-ink",
  "bg-amber-100 text-amber-900",
  "bg-red-100 text-red-900",
  "bg-red-700 text-white",
] as const;

export function RiskBadge({ risk }: { risk: number }) {
  const i = Math.max(0, Math.min(3, risk));
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${RISK_CLASS[i]}`}>
      {RISK_LABEL[i]}
    </span>
  );
}
