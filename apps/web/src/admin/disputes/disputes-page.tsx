import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminDisputeRow } from "@saathi/contract/admin-money";
import { DISPUTE_CATEGORY_LABEL } from "@saathi/contract/booking-disputes";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { codeLabel, DISPUTE_RESOLUTION, DISPUTE_STATUS } from "../shell/code-labels.ts";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatAge, formatDateTime, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { TableFilter } from "../shell/table-filter.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useDisputes } from "./api/get-disputes.ts";
import { ResolveDialog } from "./resolve-dialog.tsx";

const STATUSES = [
  { value: "open", label: msg({ message: "Open", context: "status" }) },
  { value: "resolved", label: msg`Resolved` },
  { value: "all", label: msg`All` },
] as const;

/** /admin/disputes: reported problems, open first (the longest waiting at the top); resolve with a message. */
export function DisputesPage() {
  const { t, i18n } = useLingui();
  const state = useTableUrlState({ filters: ["status"] as const });
  const status = state.filters.status ?? "open";
  const result = useDisputes({ ...state.query, status });
  const [resolving, setResolving] = useState<AdminDisputeRow | null>(null);
  const columns: DataColumn<AdminDisputeRow>[] = [
    {
      id: "age",
      header: t`Reported`,
      cell: (d) => {
        const age = formatAge(d.createdAt);
        return (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{t`${age} ago`}</span>
            <span className="text-xs text-muted">{codeLabel(i18n, DISPUTE_STATUS, d.status)}</span>
          </span>
        );
      },
    },
    {
      id: "problem",
      header: t`Problem`,
      cell: (d) => {
        const text = d.expertReply;
        const resolution = d.resolutionMessage;
        return (
          <span className="flex max-w-xs flex-col gap-1">
            <span className="font-medium text-ink">{tx(DISPUTE_CATEGORY_LABEL[d.category])}</span>
            <span className="whitespace-pre-line text-sm text-ink">{d.description}</span>
            {text ? <span className="text-xs text-muted">{t`Expert: ${text}`}</span> : null}
            {resolution ? <span className="text-xs text-muted">{t`Resolution: ${resolution}`}</span> : null}
          </span>
        );
      },
    },
    {
      id: "session",
      header: t`Session`,
      cell: (d) => {
        const member = d.member.name;
        const expert = d.expert.name;
        return (
          <span className="flex flex-col">
            <Link to={`/admin/bookings/${d.bookingId}`} className="text-brand-700 underline">
              {formatDateTime(d.startsAt)}
            </Link>
            <span className="text-xs text-muted">{t`${member} with ${expert}`}</span>
          </span>
        );
      },
    },
    {
      id: "money",
      header: t`Paid / refundable`,
      className: "tabular-nums",
      cell: (d) => `${formatPaise(d.amount)} / ${formatPaise(d.refundable)}`,
    },
    {
      id: "action",
      header: t`Action`,
      cell: (d) =>
        d.status === "open" ? (
          <Button variant="secondary" onClick={() => setResolving(d)}>
            <Trans>Resolve</Trans>
          </Button>
        ) : (
          <span className="text-sm text-muted">
            {d.resolution ? codeLabel(i18n, DISPUTE_RESOLUTION, d.resolution) : null}
            {d.refundAmount ? ` (${formatPaise(d.refundAmount)})` : ""}
          </span>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t`Disputes`}
        description={t`Problems members reported after a session. Open ones first, oldest at the top.`}
      />
      <DataTable
        caption={t`Disputes`}
        columns={columns}
        result={result}
        rowKey={(d) => d.id}
        {...tableUrlProps(state)}
        toolbar={
          <TableFilter
            label={<Trans>Show</Trans>}
            value={status}
            onChange={(v) => state.setFilter("status", v === "open" ? undefined : v)}
            options={STATUSES.map((s) => [s.value, i18n._(s.label)] as const)}
          />
        }
        emptyMessage={status === "open" ? t`No open disputes. Nothing is waiting.` : t`No disputes here.`}
      />
      <ResolveDialog dispute={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
