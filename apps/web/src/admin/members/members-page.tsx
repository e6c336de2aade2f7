// Members: search by name, username or email; filter by role and suspension; open a member's page.
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminMemberRow } from "@saathi/contract/admin-members";
import { Link } from "react-router";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDate } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { TableFilter } from "../shell/table-filter.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useMembers } from "./api/get-members.ts";
import { ROLE_LABEL } from "./role-label.ts";

function useColumns(): DataColumn<AdminMemberRow>[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: "name",
      header: t`Name`,
      cell: (m) => (
        <Link to={`/admin/members/${m.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {m.name || m.username || m.email}
        </Link>
      ),
    },
    { id: "username", header: t`Username`, cell: (m) => (m.username ? `@${m.username}` : "—") },
    // Whole on one line: the table scrolls in its own box rather than breaking an address letter by letter.
    { id: "email", header: t`Email`, cell: (m) => <span className="whitespace-nowrap">{m.email}</span> },
    {
      id: "role",
      header: t`Role`,
      // A member under 18 is marked (a band: Saathi keeps no date of birth).
      cell: (m) => (
        <>
          {i18n._(ROLE_LABEL[m.role])}
          {m.ageBand === "13-17" ? (
            <span className="ml-2 whitespace-nowrap rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Trans>Under 18</Trans>
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: "status",
      header: t`Status`,
      cell: (m) =>
        m.suspended ? (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            <Trans>Suspended</Trans>
          </span>
        ) : (
          t`Active`
        ),
    },
    { id: "joinedAt", header: t`Joined`, sortable: true, cell: (m) => formatDate(m.joinedAt) },
  ];
}

export function MembersPage() {
  const { t } = useLingui();
  const columns = useColumns();
  const state = useTableUrlState({ filters: ["role", "suspended"] as const, defaultSort: "joinedAt" });
  const result = useMembers(state.query);
  return (
    <>
      <PageHeader
        title={t`Members`}
        description={t`Search by name, username or email. Open a member to suspend or reinstate them.`}
      />
      <DataTable
        caption={t`Members`}
        columns={columns}
        result={result}
        rowKey={(m) => m.id}
        {...tableUrlProps(state, t`Search members`)}
        emptyMessage={t`No member matches. Check the spelling, or search by email.`}
        toolbar={
          <div className="flex flex-wrap gap-3">
            <TableFilter
              label={t`Role`}
              value={state.filters.role}
              onChange={(v) => state.setFilter("role", v)}
              options={[
                ["", t`All roles`],
                ["users", t`Members`],
                ["expert", t`Experts`],
                ["admin", t`Admins`],
              ]}
            />
            <TableFilter
              label={t`Status`}
              value={state.filters.suspended}
              onChange={(v) => state.setFilter("suspended", v)}
              options={[
                ["", t`Everyone`],
                ["false", t`Active`],
                ["true", t`Suspended`],
              ]}
            />
          </div>
        }
      />
    </>
  );
}
