import { Trans, useLingui } from "@lingui/react/macro";
import type { OutcomeRow } from "@saathi/contract/outcomes";
import { PageHeader } from "../shell/page-header.tsx";
import { useAdminOutcomes } from "./api/get-outcomes.ts";

const NAME: Record<OutcomeRow["instrument"], string> = { phq9: "PHQ-9", gad7: "GAD-7", who5: "WHO-5" };

function Num({ value }: { value: { count: number; share: number } | number | null }) {
  const { i18n } = useLingui();
  if (value === null)
    return (
      <span className="text-muted">
        <Trans>fewer than 10 people</Trans>
      </span>
    );
  if (typeof value === "number") return <>{i18n.number(value)}</>;
  return (
    <>
      {i18n.number(value.count)} ({i18n.number(value.share, { style: "percent", maximumFractionDigits: 0 })})
    </>
  );
}

function RowsTable({ rows, caption }: { rows: OutcomeRow[]; caption: string }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-ink">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Questionnaire</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Weeks</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>People</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Reliably improved</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Reliably worse</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Started above the remission line</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>In remission (of those)</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.instrument}-${r.weeks}`} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium">
                {NAME[r.instrument]}
              </th>
              <td className="px-3 py-2">{r.weeks}</td>
              <td className="px-3 py-2">
                <Num value={r.n} />
              </td>
              <td className="px-3 py-2">
                <Num value={r.reliablyImproved} />
              </td>
              <td className="px-3 py-2">
                <Num value={r.reliablyWorse} />
              </td>
              <td className="px-3 py-2">
                <Num value={r.startedAbove} />
              </td>
              <td className="px-3 py-2">
                <Num value={r.remission} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/outcomes: the public table, and again by the month of members' first scores; never one person. */
export function OutcomesPage() {
  const { t } = useLingui();
  const outcomes = useAdminOutcomes();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t`Outcomes`}
        description={t`Of members with at least two scores before sessions: reliably improved, reliably worse and in remission about 8 and 12 weeks after the first score (the nearest score within 2 weeks). Remission is counted only among those who started above its line. Any number about fewer than 10 people, or one that would let someone work such a number out, is hidden.`}
      />
      {outcomes.isPending ? (
        <p role="status">
          <Trans>Loading the outcomes…</Trans>
        </p>
      ) : outcomes.isError ? (
        <p role="alert">
          <Trans>We could not load the outcomes. Please try again later.</Trans>
        </p>
      ) : (
        <>
          <RowsTable rows={outcomes.data.rows} caption={t`All months`} />
          {outcomes.data.byMonth.map((m) => (
            <RowsTable key={m.month} rows={m.rows} caption={t`First score in ${m.month}`} />
          ))}
        </>
      )}
    </div>
  );
}
