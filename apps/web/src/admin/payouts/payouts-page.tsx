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

/** /admin/payouts: per expert and month, sessions, gross, GST, commission, refunds and net; mark paid. */
export function PayoutsPage() {
  const state = useTableUrlState({ filters: ["month", "expert"] as const, defaultDir: "asc" });
  const [, setParams] = useSearchParams();
  const month = state.filters.month ?? lastMonth();
  const result = usePayouts({ ...state.query, month, expert: undefined });
  const [paying, setPaying] = useState<PayoutRow | null>(null);
  const markPaid = useMarkPaid();
  const open = state.filters.expert ?? null;
  const columns: DataColumn<PayoutRow>[] = [
    {
      id: "expert",
      header: "Expert",
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
    { id: "sessions", header: "Sessions", className: "text-right tabular-nums", cell: (r) => r.sessions },
    money("gross", "Gross", (r) => r.gross),
    money("tax", "GST", (r) => r.tax),
    money("commission", "Commission", (r) => r.commission),
    money("refunds", "Refunds", (r) => r.refunds),
    money("net", "Net", (r) => r.net),
    {
      id: "paid",
      header: "Paid",
      cell: (r) =>
        r.paid ? (
          <span className="flex flex-col text-sm">
            <span className="font-medium text-emerald-800">Paid {formatPaise(r.paid.net)}</span>
            <span className="text-xs text-muted">
              {r.paid.reference} · {formatDate(r.paid.paidAt)}
            </span>
          </span>
        ) : (
          <Button variant="secondary" onClick={() => setPaying(r)}>
            Mark paid
          </Button>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Payouts"
        description="What each expert earned in a month (India time): the same figures as their money panel. Refunds take back GST and commission in proportion; the rest comes out of the expert's earning."
        actions={
          <a
            className="text-sm font-medium text-brand-700 underline"
            href={`/api/admin/payouts.csv?month=${month}`}
            download
          >
            Download CSV
          </a>
        }
      />
      <DataTable
        caption={`Payouts for ${month}`}
        columns={columns}
        result={result}
        rowKey={(r) => r.expert.id}
        {...tableUrlProps(state, "Search experts")}
        toolbar={
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            Month
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
        emptyMessage="No paid sessions in this month."
      />
      {open ? <ExpertPayoutPanel expertId={open} month={month} /> : null}
      <ReasonDialog
        open={paying !== null}
        onOpenChange={(o) => !o && setPaying(null)}
        title={paying ? `Mark ${month} paid to ${paying.expert.name}` : "Mark paid"}
        description={
          paying
            ? `${formatPaise(paying.net)} for ${paying.sessions} sessions. The figures are kept as they are now.`
            : undefined
        }
        reasonLabel="Payment reference (bank transfer id)"
        confirmLabel="Mark paid"
        busyLabel="Saving..."
        onConfirm={async (reference) => {
          if (!paying) return;
          await markPaid.mutateAsync({ expertId: paying.expert.id, month, reference });
          toast("Marked paid");
        }}
      />
    </>
  );
}
