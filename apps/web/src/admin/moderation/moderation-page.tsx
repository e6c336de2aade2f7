// The moderation queue: open items, the riskiest first, then the oldest; each with the
// reported words, why it is here, how many reported it and how long it has waited.
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ModerationItem } from "@saathi/contract/admin-moderation";
import { Link } from "react-router";
import { type DataColumn, DataTable } from "../shell/data-table.tsx";
import { formatAge } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { TableFilter } from "../shell/table-filter.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useModerationQueue } from "./api/get-moderation-queue.ts";
import { CareFigures } from "./care-figures.tsx";
import { excerpt } from "./context-view.tsx";
import { reasonLabel, SOURCE_LABEL, sourceLabel, TARGET_LABEL } from "./labels.ts";
import { OnDutySwitch } from "./on-duty-switch.tsx";
import { RiskBadge } from "./risk-badge.tsx";

function useColumns(): DataColumn<ModerationItem>[] {
  const { t, i18n } = useLingui();
  return [
    { id: "risk", header: t`Risk`, cell: (i) => <RiskBadge risk={i.risk} /> },
    {
      id: "content",
      header: t`Content`,
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
      header: t`Why`,
      cell: (i) => (
        <span className="text-sm">
          {[...i.sources.map((s) => sourceLabel(i18n, s)), ...i.reasons.map((r) => reasonLabel(r))].join(", ")}
          {i.held ? (
            <span className="ml-1 font-semibold text-red-800">
              <Trans>· held</Trans>
            </span>
          ) : null}
          {i.appeal.status === "open" ? (
            <span className="ml-1 font-semibold text-brand-800">
              <Trans>· appeal</Trans>
            </span>
          ) : null}
        </span>
      ),
    },
    { id: "type", header: t`Type`, cell: (i) => i18n._(TARGET_LABEL[i.targetType]) },
    { id: "reports", header: t`Reports`, cell: (i) => i.reportCount, className: "tabular-nums" },
    { id: "waiting", header: t`Waiting`, cell: (i) => formatAge(i.openedAt) },
    { id: "author", header: t`Author`, cell: (i) => i.author.name },
  ];
}

export function ModerationPage() {
  const { t, i18n } = useLingui();
  const columns = useColumns();
  const words = (labels: Record<string, MessageDescriptor>): [string, string][] =>
    Object.entries(labels).map(([code, label]) => [code, i18n._(label)]);
  const state = useTableUrlState({ filters: ["status", "source", "targetType"] as const });
  const { sort: _sort, dir: _dir, q: _q, ...query } = state.query;
  const result = useModerationQueue(query);
  return (
    <>
      <PageHeader
        title={t`Moderation`}
        description={t`Reported and flagged content, the riskiest first, then the oldest. Open an item to decide.`}
      />
      <OnDutySwitch />
      <CareFigures />
      <DataTable
        caption={t`Moderation queue`}
        columns={columns}
        result={result}
        rowKey={(i) => i.id}
        onPageChange={state.setPage}
        onPageSizeChange={state.setPageSize}
        emptyMessage={t`Nothing waiting. Thank you for keeping Saathi safe.`}
        toolbar={
          <div className="flex flex-wrap gap-3">
            <TableFilter
              label={t`Status`}
              value={state.filters.status}
              onChange={(v) => state.setFilter("status", v)}
              options={[
                ["", t({ message: "Open", context: "status" })],
                ["appeal", t`Appeals`],
                ["actioned", t`Actioned`],
                ["dismissed", t`Dismissed`],
              ]}
            />
            <TableFilter
              label={t`Source`}
              value={state.filters.source}
              onChange={(v) => state.setFilter("source", v)}
              options={[["", t`Any source`], ...words(SOURCE_LABEL)]}
            />
            <TableFilter
              label={t`Type`}
              value={state.filters.targetType}
              onChange={(v) => state.setFilter("targetType", v)}
              options={[["", t`Any type`], ...words(TARGET_LABEL)]}
            />
          </div>
        }
      />
    </>
  );
}
