// /admin/experts: approved experts, suspended ones, and those past their yearly re-verification.
// Suspend (with a reason: hidden at once, future sessions cancelled and refunded),
// reinstate, re-verify (12 more months).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { EXPERT_STATES, type VettedExpertRow } from "@saathi/contract/admin-applications";
import { VERIFIED_BADGE_LABEL } from "@saathi/contract/expert-application";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDate } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { TableFilter } from "../shell/table-filter.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { getVettedExperts } from "./api/get-vetted-experts.ts";
import { reinstateExpert } from "./api/reinstate-expert.ts";
import { reverifyExpert } from "./api/reverify-expert.ts";
import { suspendExpert } from "./api/suspend-expert.ts";
import { vettedExpertsKeys } from "./api/vetted-experts-keys.ts";

const STATE_LABEL: Record<(typeof EXPERT_STATES)[number], MessageDescriptor> = {
  approved: msg`Approved`,
  suspended: msg`Suspended`,
  reverify_due: msg`Re-verification due`,
};

export function ExpertsPage() {
  const { t, i18n } = useLingui();
  const state = useTableUrlState({ filters: ["state"] as const });
  const view = (state.filters.state ?? "approved") as (typeof EXPERT_STATES)[number];
  const query = { ...state.query, state: view };
  const qc = useQueryClient();
  const result = useQuery({
    queryKey: vettedExpertsKeys.list(query),
    queryFn: ({ signal }) => getVettedExperts(query, signal),
    placeholderData: keepPreviousData,
  });
  const [suspending, setSuspending] = useState<VettedExpertRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const suspendingName = suspending?.name ?? "";

  const done = async (text: string) => {
    await qc.invalidateQueries({ queryKey: vettedExpertsKeys.all });
    toast(text);
  };
  const run = async (row: VettedExpertRow, action: "reinstate" | "reverify") => {
    const name = row.name;
    setBusy(row.expertId);
    try {
      if (action === "reinstate") await reinstateExpert(row.expertId);
      else await reverifyExpert(row.expertId);
      await done(action === "reinstate" ? t`${name} is reinstated.` : t`${name} is re-verified for 12 months.`);
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<VettedExpertRow>[] = [
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
    { id: "badge", header: t`Verified as`, cell: (r) => (r.badge ? tx(VERIFIED_BADGE_LABEL[r.badge]) : "—") },
    { id: "listed", header: t`Listed`, cell: (r) => (r.listed ? t`Yes` : t`No`) },
    { id: "reverifyBy", header: t`Re-verify by`, cell: (r) => (r.reverifyBy ? formatDate(r.reverifyBy) : "—") },
    {
      id: "actions",
      header: t`Actions`,
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          {r.status === "approved" ? (
            <>
              <Button
                variant="secondary"
                busy={busy === r.expertId}
                busyText={t`Saving...`}
                onClick={() => void run(r, "reverify")}
              >
                <Trans>Re-verify</Trans>
                <span className="sr-only"> {r.name}</span>
              </Button>
              <Button variant="danger" onClick={() => setSuspending(r)}>
                <Trans>Suspend</Trans>
                <span className="sr-only"> {r.name}</span>
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              busy={busy === r.expertId}
              busyText={t`Saving...`}
              onClick={() => void run(r, "reinstate")}
            >
              <Trans>Reinstate</Trans>
              <span className="sr-only"> {r.name}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];
  if (view === "suspended")
    columns.splice(3, 1, { id: "reason", header: t`Reason`, cell: (r) => r.reviewerMessage ?? "—" });

  return (
    <>
      <PageHeader
        title={t`Experts`}
        description={t`Listed experts, suspended ones, and those whose yearly re-verification is due.`}
      />
      <DataTable
        caption={t`Vetted experts`}
        columns={columns}
        result={result}
        rowKey={(r) => r.expertId}
        {...tableUrlProps(state, t`Search by name or email`)}
        emptyMessage={t`No experts here.`}
        toolbar={
          <TableFilter
            label={<Trans>Show</Trans>}
            value={view}
            onChange={(v) => state.setFilter("state", v === "approved" ? undefined : v)}
            options={EXPERT_STATES.map((s) => [s, i18n._(STATE_LABEL[s])] as const)}
          />
        }
      />
      <ReasonDialog
        open={suspending !== null}
        onOpenChange={(o) => (o ? null : setSuspending(null))}
        title={suspending ? t`Suspend ${suspendingName}` : t`Suspend this expert`}
        description={t`They are hidden from members at once. Their upcoming sessions are cancelled and refunded in full, and each member is told.`}
        reasonLabel={t`Reason (the expert reads it)`}
        confirmLabel={t`Suspend`}
        busyLabel={t`Suspending...`}
        tone="danger"
        onConfirm={async (reason) => {
          if (!suspending) return;
          const res = await suspendExpert(suspending.expertId, reason);
          const cancelled = res.cancelledBookings ?? 0;
          await done(t`${suspendingName} is suspended; ${cancelled} session(s) cancelled and refunded.`);
        }}
      />
    </>
  );
}
