import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type AdminGrievance, GRIEVANCE_KIND_LABEL, GRIEVANCE_STATUS_LABEL } from "@saathi/contract/grievances";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { type DataColumn, DataTable, tableUrlProps } from "../shell/data-table.tsx";
import { formatDateTime } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { TableFilter } from "../shell/table-filter.tsx";
import { useTableUrlState } from "../shell/use-table-url-state.ts";
import { useAnswerGrievance } from "./api/answer-grievance.ts";
import { useGrievances } from "./api/get-grievances.ts";

const STATUSES = [
  { value: "open", label: msg`Waiting for an answer` },
  { value: "answered", label: msg`Answered` },
  { value: "all", label: msg`All` },
] as const;

function DaysLeft({ g }: { g: AdminGrievance }) {
  const { t } = useLingui();
  if (g.status === "answered" || g.status === "closed") return <span className="text-muted">—</span>;
  const late = -g.daysLeft;
  if (g.daysLeft < 0)
    return (
      <span className="font-semibold text-red-700">
        {t`${plural(late, { one: "Overdue by # day", other: "Overdue by # days" })}`}
      </span>
    );
  const left = g.daysLeft;
  const pastTarget = new Date(g.targetAt).getTime() < Date.now();
  return (
    <span className={pastTarget ? "font-semibold text-amber-800" : "text-ink"}>
      {t`${plural(left, { one: "# day left", other: "# days left" })}`}
      {pastTarget ? (
        <span className="block text-xs">
          <Trans>past the 7-day target</Trans>
        </span>
      ) : null}
    </span>
  );
}

/** /admin/grievances: members' requests under the DPDP Act, soonest due first; answer once. */
export function GrievancesPage() {
  const { t, i18n } = useLingui();
  const state = useTableUrlState({ filters: ["status"] as const });
  const status = state.filters.status ?? "open";
  const result = useGrievances({ ...state.query, status });
  const answer = useAnswerGrievance();
  const [answering, setAnswering] = useState<AdminGrievance | null>(null);
  const ticket = answering?.ticket ?? "";
  const columns: DataColumn<AdminGrievance>[] = [
    {
      id: "due",
      header: t`Due`,
      cell: (g) => (
        <span className="flex flex-col">
          <DaysLeft g={g} />
          <span className="text-xs text-muted">{formatDateTime(g.dueAt)}</span>
        </span>
      ),
    },
    {
      id: "request",
      header: t`Request`,
      cell: (g) => {
        const answerText = g.answer;
        return (
          <span className="flex max-w-sm flex-col gap-1">
            <span className="font-medium text-ink">{`${g.ticket} · ${tx(GRIEVANCE_KIND_LABEL[g.kind])}`}</span>
            <span className="whitespace-pre-line text-sm text-ink">{g.body}</span>
            {answerText ? <span className="text-xs text-muted">{t`Answer: ${answerText}`}</span> : null}
          </span>
        );
      },
    },
    {
      id: "member",
      header: t`Member`,
      cell: (g) => (
        <Link to={`/admin/members/${g.memberId}`} className="break-all text-brand-700 underline">
          {g.memberEmail}
        </Link>
      ),
    },
    {
      id: "action",
      header: t`Action`,
      cell: (g) =>
        g.status === "open" || g.status === "in_progress" ? (
          <Button variant="secondary" onClick={() => setAnswering(g)}>
            <Trans>Answer</Trans>
          </Button>
        ) : (
          <span className="text-sm text-muted">{tx(GRIEVANCE_STATUS_LABEL[g.status])}</span>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t`Grievances`}
        description={t`Members' requests about their data. Aim to answer within 7 days; the law allows 90 at most.`}
      />
      <DataTable
        caption={t`Grievances`}
        columns={columns}
        result={result}
        rowKey={(g) => g.id}
        {...tableUrlProps(state)}
        toolbar={
          <TableFilter
            label={<Trans>Show</Trans>}
            value={status}
            onChange={(v) => state.setFilter("status", v === "open" ? undefined : v)}
            options={STATUSES.map((s) => [s.value, i18n._(s.label)] as const)}
          />
        }
        emptyMessage={status === "open" ? t`No requests are waiting.` : t`No requests here.`}
      />
      <ReasonDialog
        open={answering !== null}
        onOpenChange={(o) => {
          if (!o) setAnswering(null);
        }}
        title={answering ? t`Answer ${ticket}` : t`Answer`}
        description={answering ? `${tx(GRIEVANCE_KIND_LABEL[answering.kind])}: ${answering.body}` : undefined}
        reasonLabel={t`Answer (the member reads it in the app and by email)`}
        confirmLabel={t`Send answer`}
        busyLabel={t`Sending...`}
        onConfirm={async (text) => {
          if (!answering) return;
          await answer.mutateAsync({ id: answering.id, answer: text });
          toast(t`Answer sent for ${ticket}.`);
        }}
      />
    </>
  );
}
