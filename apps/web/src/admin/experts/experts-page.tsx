// /admin/experts: approved experts, suspended ones, and those past their yearly re-verification
// (issue 15). Suspend (with a reason: hidden at once, future sessions cancelled and refunded),
// reinstate, re-verify (12 more months).
import { EXPERT_STATES, type VettedExpertRow } from "@saathi/contract/admin-applications";
import { VERIFIED_BADGE_LABEL } from "@saathi/contract/expert-application";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDate } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { getVettedExperts } from "./api/get-vetted-experts.ts";
import { reinstateExpert } from "./api/reinstate-expert.ts";
import { reverifyExpert } from "./api/reverify-expert.ts";
import { suspendExpert } from "./api/suspend-expert.ts";
import { vettedExpertsKeys } from "./api/vetted-experts-keys.ts";

const STATE_LABEL: Record<(typeof EXPERT_STATES)[number], string> = {
  approved: "Approved",
  suspended: "Suspended",
  reverify_due: "Re-verification due",
};

export function ExpertsPage() {
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

  const done = async (text: string) => {
    await qc.invalidateQueries({ queryKey: vettedExpertsKeys.all });
    toast(text);
  };
  const run = async (row: VettedExpertRow, action: "reinstate" | "reverify") => {
    setBusy(row.expertId);
    try {
      if (action === "reinstate") await reinstateExpert(row.expertId);
      else await reverifyExpert(row.expertId);
      await done(action === "reinstate" ? `${row.name} is reinstated.` : `${row.name} is re-verified for 12 months.`);
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<VettedExpertRow>[] = [
    {
      id: "name",
      header: "Expert",
      cell: (r) => (
        <div className="flex flex-col">
          <Link to={`/admin/applications/${r.expertId}`} className="font-medium text-brand-700 underline">
            {r.name}
          </Link>
          <span className="text-xs text-muted">{r.email}</span>
        </div>
      ),
    },
    { id: "badge", header: "Verified as", cell: (r) => (r.badge ? VERIFIED_BADGE_LABEL[r.badge] : "—") },
    { id: "listed", header: "Listed", cell: (r) => (r.listed ? "Yes" : "No") },
    { id: "reverifyBy", header: "Re-verify by", cell: (r) => (r.reverifyBy ? formatDate(r.reverifyBy) : "—") },
    {
      id: "actions",
      header: "Actions",
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          {r.status === "approved" ? (
            <>
              <Button
                variant="secondary"
                busy={busy === r.expertId}
                busyText="Saving..."
                onClick={() => void run(r, "reverify")}
              >
                Re-verify
                <span className="sr-only"> {r.name}</span>
              </Button>
              <Button variant="danger" onClick={() => setSuspending(r)}>
                Suspend
                <span className="sr-only"> {r.name}</span>
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              busy={busy === r.expertId}
              busyText="Saving..."
              onClick={() => void run(r, "reinstate")}
            >
              Reinstate
              <span className="sr-only"> {r.name}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];
  if (view === "suspended")
    columns.splice(3, 1, { id: "reason", header: "Reason", cell: (r) => r.reviewerMessage ?? "—" });

  return (
    <>
      <PageHeader
        title="Experts"
        description="Listed experts, suspended ones, and those whose yearly re-verification is due."
      />
      <DataTable
        caption="Vetted experts"
        columns={columns}
        result={result}
        rowKey={(r) => r.expertId}
        {...tableUrlProps(state, "Search by name or email")}
        emptyMessage="No experts here."
        toolbar={
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted">Show</span>
            <select
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
              value={view}
              onChange={(e) => state.setFilter("state", e.target.value === "approved" ? undefined : e.target.value)}
            >
              {EXPERT_STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_LABEL[s]}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <ReasonDialog
        open={suspending !== null}
        onOpenChange={(o) => (o ? null : setSuspending(null))}
        title={`Suspend ${suspending?.name ?? "this expert"}`}
        description="They are hidden from members at once. Their upcoming sessions are cancelled and refunded in full, and each member is told."
        reasonLabel="Reason (the expert reads it)"
        confirmLabel="Suspend"
        busyLabel="Suspending..."
        tone="danger"
        onConfirm={async (reason) => {
          if (!suspending) return;
          const res = await suspendExpert(suspending.expertId, reason);
          await done(
            `${suspending.name} is suspended; ${res.cancelledBookings ?? 0} session(s) cancelled and refunded.`,
          );
        }}
      />
    </>
  );
}
