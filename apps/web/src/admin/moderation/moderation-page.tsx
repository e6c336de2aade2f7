// The moderation queue (issue 16): open items, the riskiest first, then the oldest; each with the
// reported words, why it is here, how many reported it and how long it has waited.
import type { ModerationItem } from "@saathi/contract/admin-moderation";
import { useId } from "react";
import { Link } from "react-router";
import { type DataColumn, DataTable } from "../shell/data-table.tsx";
import { formatAge } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useModerationQueue } from "./api/get-moderation-queue.ts";
import { excerpt } from "./context-view.tsx";
import { reasonLabel, SOURCE_LABEL, TARGET_LABEL } from "./labels.ts";
import { RiskBadge } from "./risk-badge.tsx";

const columns: DataColumn<ModerationItem>[] = [
  { id: "risk", header: "Risk", cell: (i) => <RiskBadge risk={i.risk} /> },
  {
    id: "content",
    header: "Content",
    cell: (i) => (
      <Link
        to={`/admin/moderation/${i.id}`}
        className="block max-w-xs break-words font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {excerpt(i.context)}
      </Link>
    ),
  },
  {
    id: "why",
    header: "Why",
    cell: (i) => (
      <span className="text-sm">
        {[...i.sources.map((s) => SOURCE_LABEL[s] ?? s), ...i.reasons.map(reasonLabel)].join(", ")}
        {i.held ? <span className="ml-1 font-semibold text-red-800">· held</span> : null}
        {i.appeal.status === "open" ? <span className="ml-1 font-semibold text-brand-800">· appeal</span> : null}
      </span>
    ),
  },
  { id: "type", header: "Type", cell: (i) => TARGET_LABEL[i.targetType] },
  { id: "reports", header: "Reports", cell: (i) => i.reportCount, className: "tabular-nums" },
  { id: "waiting", header: "Waiting", cell: (i) => formatAge(i.openedAt) },
  { id: "author", header: "Author", cell: (i) => i.author.name },
];

function Filter(p: { label: string; value?: string; options: [string, string][]; onChange(v?: string): void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {p.label}
      </label>
      <select
        id={id}
        value={p.value ?? ""}
        onChange={(e) => p.onChange(e.target.value || undefined)}
        className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
      >
        {p.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ModerationPage() {
  const state = useTableUrlState({ filters: ["status", "source", "targetType"] as const });
  const { sort: _sort, dir: _dir, q: _q, ...query } = state.query;
  const result = useModerationQueue(query);
  return (
    <>
      <PageHeader
        title="Moderation"
        description="Reported and flagged content, the riskiest first, then the oldest. Open an item to decide."
      />
      <DataTable
        caption="Moderation queue"
        columns={columns}
        result={result}
        rowKey={(i) => i.id}
        onPageChange={state.setPage}
        onPageSizeChange={state.setPageSize}
        emptyMessage="Nothing waiting. Thank you for keeping Saathi safe."
        toolbar={
          <div className="flex flex-wrap gap-3">
            <Filter
              label="Status"
              value={state.filters.status}
              onChange={(v) => state.setFilter("status", v)}
              options={[
                ["", "Open"],
                ["appeal", "Appeals"],
                ["actioned", "Actioned"],
                ["dismissed", "Dismissed"],
              ]}
            />
            <Filter
              label="Source"
              value={state.filters.source}
              onChange={(v) => state.setFilter("source", v)}
              options={[["", "Any source"], ...Object.entries(SOURCE_LABEL)]}
            />
            <Filter
              label="Type"
              value={state.filters.targetType}
              onChange={(v) => state.setFilter("targetType", v)}
              options={[["", "Any type"], ...Object.entries(TARGET_LABEL)]}
            />
          </div>
        }
      />
    </>
  );
}
