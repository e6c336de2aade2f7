import { Trans, useLingui } from "@lingui/react/macro";
import { type AssessmentResult, bandFor, INSTRUMENTS, SCREENING_DISCLAIMER } from "@saathi/contract/assessments";
import { CrisisHelp } from "../../../components/safety/crisis-help.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";

const dateOf = (iso: string) => formatDate(iso, { day: "numeric", month: "long", year: "numeric" });

/** 'Your Test Score': the score, its band, the date, the report for the band, and the disclaimer. */
export function ResultView({ result }: { result: Omit<AssessmentResult, "id"> & { id?: string } }) {
  const { t } = useLingui();
  const inst = INSTRUMENTS[result.instrumentId];
  const band = bandFor(result.instrumentId, result.score);
  return (
    <article aria-labelledby="score-title" className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm">
      <header>
        <h1 id="score-title" className="text-2xl font-bold text-ink">
          <Trans>Your Test Score</Trans>
        </h1>
        <p className="text-sm text-muted">{`${tx(inst.title)} · ${dateOf(result.createdAt)}`}</p>
      </header>
      <p className="flex items-baseline gap-2">
        <span className="text-5xl font-bold text-brand-700">{result.score}</span>
        <span className="text-lg text-muted">{t`out of ${result.maxScore}`}</span>
        {result.percentage !== null ? <span className="text-lg text-muted">{`(${result.percentage}%)`}</span> : null}
      </p>
      <p className="inline-flex w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
        {tx(band.label)}
      </p>
      {result.needsCrisisSupport ? <CrisisHelp /> : null}
      <p className="text-ink">{tx(band.report)}</p>
      <p className="rounded-2xl bg-slate-50 p-3 text-sm text-muted">{tx(SCREENING_DISCLAIMER)}</p>
    </article>
  );
}
