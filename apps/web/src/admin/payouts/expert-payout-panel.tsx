import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "../../components/ui/alert.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { formatDateTime, formatPaise } from "../shell/format.ts";
import { useExpertPayout } from "./api/get-expert-payout.ts";

const num = "px-2 py-1 text-right tabular-nums";

/** One expert's month, session by session (the figures their money panel shows). */
export function ExpertPayoutPanel({ expertId, month }: { expertId: string; month: string }) {
  const { t } = useLingui();
  const q = useExpertPayout(expertId, month);
  if (q.isPending)
    return (
      <p role="status">
        <Trans>Loading sessions...</Trans>
      </p>
    );
  if (q.isError) return <Alert>{errorMessage(q.error)}</Alert>;
  const { lines, totals, expert } = q.data;
  const name = expert.name;
  const sessions = totals.sessions;
  return (
    <section aria-labelledby="drill" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="drill" className="font-semibold text-ink">
          <Trans>
            {name}: {sessions} sessions in {month}
          </Trans>
        </h2>
        <a
          className="text-sm font-medium text-brand-700 underline"
          href={`/api/admin/payouts/${expertId}/export.csv?month=${month}`}
          download
        >
          <Trans>Download CSV</Trans>
        </a>
      </div>
      {/* Phones scroll the table sideways; the region is focusable so keyboards can scroll it too. */}
      <section
        aria-label={t`Sessions of the month`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe)
        tabIndex={0}
        className="overflow-x-auto"
      >
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="text-left text-xs text-muted">
              <th className="px-2 py-1">
                <Trans>Session (IST)</Trans>
              </th>
              <th className="px-2 py-1">
                <Trans>Member</Trans>
              </th>
              <th className={num}>
                <Trans>Gross</Trans>
              </th>
              <th className={num}>
                <Trans>GST</Trans>
              </th>
              <th className={num}>
                <Trans>Commission</Trans>
              </th>
              <th className={num}>
                <Trans>Refunds</Trans>
              </th>
              <th className={num}>
                <Trans>Net</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.bookingId} className="border-t border-slate-100">
                <td className="px-2 py-1">{formatDateTime(l.startsAt)}</td>
                <td className="px-2 py-1">{l.member}</td>
                <td className={num}>{formatPaise(l.gross)}</td>
                <td className={num}>{formatPaise(l.tax)}</td>
                <td className={num}>{formatPaise(l.commission)}</td>
                <td className={num}>{formatPaise(l.refunds)}</td>
                <td className={num}>{formatPaise(l.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold">
              <td className="px-2 py-1" colSpan={2}>
                <Trans>Total</Trans>
              </td>
              <td className={num}>{formatPaise(totals.gross)}</td>
              <td className={num}>{formatPaise(totals.tax)}</td>
              <td className={num}>{formatPaise(totals.commission)}</td>
              <td className={num}>{formatPaise(totals.refunds)}</td>
              <td className={num}>{formatPaise(totals.net)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </section>
  );
}
