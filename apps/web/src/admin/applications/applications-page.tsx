// /admin/applications: the vetting queue. Submitted applications, oldest first, with their
// age, so nobody waits longest; other states through the filter. Server-side paging and search.
import { Trans, useLingui } from "@lingui/react/macro";
import { type ApplicationRow, QUEUE_STATUSES } from "@saathi/contract/admin-applications";
import { APPLICATION_STATUS_LABEL, PRACTITIONER_KIND_LABEL } from "@saathi/contract/expert-application";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { tx } from "../../lib/i18n/translate.ts";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatAge, formatDateTime } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { TableFilter } from "../shell/table-filter.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { applicationsKeys } from "./api/applications-keys.ts";
import { getApplications } from "./api/get-applications.ts";

const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** Older than this and the age is shown as overdue (the promise to experts is 2 working days). */
const OVERDUE_HOURS = 48;

function useColumns(): DataColumn<ApplicationRow>[] {
  const { t } = useLingui();
  return [
    {
      id: "name",
      header: t`Expert`,
      cell: (r) => (
        <div className="flex flex-col">
          <Link to={`/admin/applications/${r.expertId}`} className="font-medium text-brand-700 underline">
            {r.name}
          </Link>
          <span className="text-xs text-muted">{r.email}</span>
        </div>
      ),
    },
    {
      id: "kind",
      header: t`Kind`,
      cell: (r) =>
        r.practitionerKind
          ? tx(PRACTITIONER_KIND_LABEL[r.practitionerKind])
          : t({ message: "Not given", context: "application field" }),
    },
    {
      id: "submittedAt",
      header: t`Submitted`,
      sortable: true,
      cell: (r) => (r.submittedAt ? formatDateTime(r.submittedAt) : t`Not yet`),
    },
    {
      id: "age",
      header: t`Waiting`,
      cell: (r) =>
        r.submittedAt ? (
          <span className={r.ageHours !== null && r.ageHours >= OVERDUE_HOURS ? "font-semibold text-red-700" : ""}>
            {formatAge(r.submittedAt)}
            {r.ageHours !== null && r.ageHours >= OVERDUE_HOURS ? t` (overdue)` : ""}
          </span>
        ) : (
          "—"
        ),
    },
    { id: "documents", header: t`Documents`, cell: (r) => r.documentCount, className: "tabular-nums" },
  ];
}

export function ApplicationsPage() {
  const { t } = useLingui();
  const columns = useColumns();
  const state = useTableUrlState({ filters: ["status"] as const, defaultSort: "submittedAt", defaultDir: "asc" });
  const status = state.filters.status ?? "submitted";
  const query = { ...state.query, status };
  const result = useQuery({
    queryKey: applicationsKeys.list(query),
    queryFn: ({ signal }) => getApplications(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={t`Applications`}
        description={t`Experts waiting to be listed. Check each registration against the council register before approving.`}
      />
      <DataTable
        caption={t`Expert applications`}
        columns={columns}
        result={result}
        rowKey={(r) => r.expertId}
        {...tableUrlProps(state, t`Search by name or email`)}
        emptyMessage={status === "submitted" ? t`No applications are waiting. Well done.` : t`No applications here.`}
        toolbar={
          <TableFilter
            label={<Trans>Status</Trans>}
            value={status}
            onChange={(v) => state.setFilter("status", v === "submitted" ? undefined : v)}
            options={QUEUE_STATUSES.map((s) => [s, capitalise(tx(APPLICATION_STATUS_LABEL[s]))] as const)}
          />
        }
      />
    </>
  );
}
