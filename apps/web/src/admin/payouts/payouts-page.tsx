import { Trans, useLingui } from "@lingui/react/macro";
import type { PayoutRow } from "@saathi/contract/admin-money";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDate, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { usePayouts } from "./api/get-payouts.ts";
import { useMarkPaid } from "./api/mark-paid.ts";
import { ExpertPayoutPanel } from "./expert-payout-panel.tsx";

/** Last month in India (YYYY-MM): the one usually being paid. */
function lastMonth(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

const money = (id: string, header: string, pick: (r: PayoutRow) => number): DataColumn<PayoutRow> => ({
  id,
  header,
  className: "text-right tabular-nums",
  cell: (r) => formatPaise(pick(r)),
});

function PaidAmount({ net }: { net: string }) {
  return (
    <span className="font-medium text-emerald-800">
      <Trans>Paid {net}</Trans>
    </span>
  );
}

/** /admin/payouts: per expert and month, sessions, gross, GST, commission, refunds and net; mark paid. */
export function PayoutsPage() {
  const { t } = useLingui();
  const state = useTableUrlState({ filters: ["month", "expert"] as const, defaultDir: "asc" });
  const [, setParams] = useSearchParams();
  const month = state.filters.month ?? lastMonth();
  const result = usePayouts({ ...state.query, month, expert: undefined });
  const [paying, setPaying] = useState<PayoutRow | null>(null);
  const markPaid = useMarkPaid();
  const open = state.filters.expert ?? null;
  const payingName = paying?.expert.name ?? "";
  const payingNet = paying ? formatPaise(paying.net) : "";
  const payingSessions = paying?.sessions ?? 0;
  const columns: DataColumn<PayoutRow>[] = [
    {
      id: "expert",
      header: t`Expert`,
      cell: (r) => (
        <button
          type="button"
          className="flex flex-col text-left"
          aria-expanded={open === r.expert.id}
          onClick={() => state.setFilter("expert", open === r.expert.id ? undefined : r.expert.id)}
        >
          <span className="font-medium text-brand-700 underline">{r.expert.name}</span>
          <span className="text-xs text-muted">{r.expert.email}</span>
        </button>
      ),
    },
    { id: "sessions", header: t`Sessions`, className: "text-right tabular-nums", cell: (r) => r.sessions },
    money("gross", t`Gross`, (r) => r.gross),
    money("tax", t`GST`, (r) => r.tax),
    money("commission", t`Commission`, (r) => r.commission),
    money("refunds", t`Refunds`, (r) => r.refunds),
    money("net", t`Net`, (r) => r.net),
    {
      id: "paid",
      header: t`Paid`,
      cell: (r) =>
        r.paid ? (
          <span className="flex flex-col text-sm">
            <PaidAmount net={formatPaise(r.paid.net)} />
            <span className="text-xs text-muted">
              {r.paid.reference} · {formatDate(r.paid.paidAt)}
            </span>
          </span>
        ) : (
          <Button variant="secondary" onClick={() => setPaying(r)}>
            <Trans>Mark paid</Trans>
          </Button>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t`Payouts`}
        description={t`What each expert earned in a month (India time): the same figures as their money panel. Refunds take back GST and commission in proportion; the rest comes out of the expert's earning.`}
        actions={
          <a
            className="text-sm font-medium text-brand-700 underline"
            href={`/api/admin/payouts.csv?month=${month}`}
            download
          >
            <Trans>Download CSV</Trans>
          </a>
        }
      />
      <DataTable
        caption={t`Payouts for ${month}`}
        columns={columns}
        result={result}
        rowKey={(r) => r.expert.id}
        {...tableUrlProps(state, t`Search experts`)}
        toolbar={
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            <Trans>Month</Trans>
            <input
              type="month"
              className="min-h-11 rounded-xl border border-slate-300 px-3 text-sm"
              value={month}
              max={new Date().toISOString().slice(0, 7)}
              onChange={(e) =>
                setParams((p) => {
                  const next = new URLSearchParams(p);
                  if (e.target.value) next.set("month", e.target.value);
                  next.delete("expert");
                  next.delete("page");
                  return next;
                })
              }
            />
          </label>
        }
        emptyMessage={t`No paid sessions in this month.`}
      />
      {open ? <ExpertPayoutPanel expertId={open} month={month} /> : null}
      <ReasonDialog
        open={paying !== null}
        onOpenChange={(o) => !o && setPaying(null)}
        title={paying ? t`Mark ${month} paid to ${payingName}` : t`Mark paid`}
        description={
          paying ? t`${payingNet} for ${payingSessions} sessions. The figures are kept as they are now.` : undefined
        }
        reasonLabel={t`Payment reference (bank transfer id)`}
        confirmLabel={t`Mark paid`}
        busyLabel={t`Saving...`}
        onConfirm={async (reference) => {
          if (!paying) return;
          await markPaid.mutateAsync({ expertId: paying.expert.id, month, reference });
          toast(t`Marked paid`);
        }}
      />
    </>
  );
}
