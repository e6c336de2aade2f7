import type { AdminDisputeRow } from "@saathi/contract/admin-money";
import { DISPUTE_CATEGORY_LABEL } from "@saathi/contract/booking-disputes";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatAge, formatDateTime, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useDisputes } from "./api/get-disputes.ts";
import { ResolveDialog } from "./resolve-dialog.tsx";

const STATUSES = [
  { value: "open", label: "Open" },
  { value: "resolved", label: "Resolved" },
  { value: "all", label: "All" },
] as const;

/** /admin/disputes: reported problems, open first (the longest waiting at the top); resolve with a message. */
export function DisputesPage() {
  const state = useTableUrlState({ filters: ["status"] as const });
  const status = state.filters.status ?? "open";
  const result = useDisputes({ ...state.query, status });
  const [resolving, setResolving] = useState<AdminDisputeRow | null>(null);
  const columns: DataColumn<AdminDisputeRow>[] = [
    {
      id: "age",
      header: "Reported",
      cell: (d) => (
        <span className="flex flex-col">
          <span className="font-medium text-ink">{formatAge(d.createdAt)} ago</span>
          <span className="text-xs text-muted">{d.status}</span>
        </span>
      ),
    },
    {
      id: "problem",
      header: "Problem",
      cell: (d) => (
        <span className="flex max-w-xs flex-col gap-1">
          <span className="font-medium text-ink">{DISPUTE_CATEGORY_LABEL[d.category]}</span>
          <span className="whitespace-pre-line text-sm text-ink">{d.description}</span>
          {d.expertReply ? <span className="text-xs text-muted">Expert: {d.expertReply}</span> : null}
          {d.resolutionMessage ? <span className="text-xs text-muted">Resolution: {d.resolutionMessage}</span> : null}
        </span>
      ),
    },
    {
      id: "session",
      header: "Session",
      cell: (d) => (
        <span className="flex flex-col">
          <Link to={`/admin/bookings/${d.bookingId}`} className="text-brand-700 underline">
            {formatDateTime(d.startsAt)}
          </Link>
          <span className="text-xs text-muted">
            {d.member.name} with {d.expert.name}
          </span>
        </span>
      ),
    },
    {
      id: "money",
      header: "Paid / refundable",
      className: "tabular-nums",
      cell: (d) => `${formatPaise(d.amount)} / ${formatPaise(d.refundable)}`,
    },
    {
      id: "action",
      header: "Action",
      cell: (d) =>
        d.status === "open" ? (
          <Button variant="secondary" onClick={() => setResolving(d)}>
            Resolve
          </Button>
        ) : (
          <span className="text-sm text-muted">
            {d.resolution}
            {d.refundAmount ? ` (${formatPaise(d.refundAmount)})` : ""}
          </span>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Disputes"
        description="Problems members reported after a session. Open ones first, oldest at the top."
      />
      <DataTable
        caption="Disputes"
        columns={columns}
        result={result}
        rowKey={(d) => d.id}
        {...tableUrlProps(state)}
        toolbar={
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            Show
            <select
              className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm"
              value={status}
              onChange={(e) => state.setFilter("status", e.target.value === "open" ? undefined : e.target.value)}
            >
              {STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        }
        emptyMessage={status === "open" ? "No open disputes. Nothing is waiting." : "No disputes here."}
      />
      <ResolveDialog dispute={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
