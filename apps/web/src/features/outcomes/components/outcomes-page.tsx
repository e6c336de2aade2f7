import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OutcomeRow, Outcomes } from "@saathi/contract/outcomes";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { useOutcomes } from "../api/get-outcomes.ts";

const INSTRUMENT_LABEL: Record<OutcomeRow["instrument"], MessageDescriptor> = {
  phq9: msg`PHQ-9 (low mood)`,
  gad7: msg`GAD-7 (anxiety)`,
  who5: msg`WHO-5 (wellbeing)`,
};

/** A count with its share, or the words that stand for a hidden number. */
function Cell({ value }: { value: { count: number; share: number } | number | null }) {
  const { i18n } = useLingui();
  if (value === null)
    return (
      <span className="text-muted">
        <Trans>fewer than 10 people</Trans>
      </span>
    );
  if (typeof value === "number") return <>{i18n.number(value)}</>;
  const percent = i18n.number(value.share, { style: "percent", maximumFractionDigits: 0 });
  return (
    <>
      <span className="font-semibold text-ink">{percent}</span>{" "}
      <span className="text-muted">
        <Trans>({i18n.number(value.count)} people)</Trans>
      </span>
    </>
  );
}

function OutcomesTable({ data }: { data: Outcomes }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      {data.instruments.map(({ instrument, withTwoScores }) => (
        <section key={instrument} className="rounded-xl border border-brand-100 bg-white p-4">
          <h2 className="text-lg font-semibold text-ink">{i18n._(INSTRUMENT_LABEL[instrument])}</h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>Members with at least two scores:</Trans> <Cell value={withTwoScores} />
          </p>
          <div className="relative mt-3 overflow-x-auto">
            <table className="w-full min-w-[18rem] text-left text-sm">
              <thead>
                <tr className="border-b border-brand-100">
                  <th scope="col" className="py-2 pr-3">
                    <Trans>After</Trans>
                  </th>
                  {data.rows
                    .filter((r) => r.instrument === instrument)
                    .map((r) => (
                      <th key={r.weeks} scope="col" className="py-2 pr-3">
                        <Trans>{r.weeks} weeks</Trans>
                      </th>
                    ))}
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    [msg`People with a score then`, (r: OutcomeRow) => r.n],
                    [msg`Reliably improved`, (r: OutcomeRow) => r.reliablyImproved],
                    [msg`Reliably worse`, (r: OutcomeRow) => r.reliablyWorse],
                    [msg`Started above the remission line`, (r: OutcomeRow) => r.startedAbove],
                    [msg`In remission (of those)`, (r: OutcomeRow) => r.remission],
                  ] as const
                ).map(([label, pick]) => (
                  <tr key={label.id} className="border-b border-brand-50 align-top">
                    <th scope="row" className="py-2 pr-3 font-normal text-ink">
                      {i18n._(label)}
                    </th>
                    {data.rows
                      .filter((r) => r.instrument === instrument)
                      .map((r) => (
                        <td key={r.weeks} className="py-2 pr-3">
                          <Cell value={pick(r)} />
                        </td>
                      ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

/** /outcomes: how members who answer questionnaires before their sessions are doing, in plain words. */
export function OutcomesPage() {
  const { t } = useLingui();
  const outcomes = useOutcomes();
  return (
    <PublicPage
      title={t`Outcomes of care`}
      intro={t`Before each session, members answer a short questionnaire. Here is how members with at least two answers were doing 8 and 12 weeks after their first one.`}
    >
      <div className="flex flex-col gap-5 text-sm text-ink">
        <ul className="flex list-disc flex-col gap-1 pl-5">
          <li>
            <Trans>
              Reliably improved: the score got better by more than the questionnaire's own margin of error (6 points on
              the PHQ-9, 4 on the GAD-7, 3 on the WHO-5).
            </Trans>
          </li>
          <li>
            <Trans>
              In remission: the score is in the lowest band (under 5 on the PHQ-9 and GAD-7, 13 or more on the WHO-5).
              It is counted only among members who started above that line.
            </Trans>
          </li>
          <li>
            <Trans>
              We use the answer nearest to 8 (or 12) weeks, within 2 weeks either side. Self-checks taken outside care
              are not counted.
            </Trans>
          </li>
          <li>
            <Trans>
              To protect privacy, we never show a number about fewer than 10 people, or a number that would let someone
              work one out.
            </Trans>
          </li>
        </ul>
        {outcomes.isPending ? (
          <p role="status">
            <Trans>Loading the outcomes…</Trans>
          </p>
        ) : outcomes.isError ? (
          <p role="alert">
            <Trans>We could not load the outcomes. Please try again later.</Trans>
          </p>
        ) : (
          <OutcomesTable data={outcomes.data} />
        )}
      </div>
    </PublicPage>
  );
}
