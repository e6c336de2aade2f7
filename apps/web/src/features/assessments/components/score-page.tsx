import { Trans, useLingui } from "@lingui/react/macro";
import { INSTRUMENTS } from "@saathi/contract/assessments";
import { Link, useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAssessments } from "../api/get-assessments.ts";
import { ResultView } from "./result-view.tsx";

const when = (iso: string) => formatDate(iso, { day: "numeric", month: "short", year: "numeric" });

/** /score 'Your Test Score': the result just taken (or the latest) and the member's history. */
export function ScorePage() {
  const { t } = useLingui();
  const resultId = (useLocation().state as { resultId?: string } | null)?.resultId;
  const history = useAssessments();
  const items = history.data ?? [];
  const shown = items.find((r) => r.id === resultId) ?? items[0];

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      {history.isLoading ? (
        <p className="text-muted">
          <Trans>Loading your results...</Trans>
        </p>
      ) : null}
      {history.isError ? (
        <Alert>
          {t`Could not load your results: ${tx(history.error.message)}`}{" "}
          <Button variant="ghost" onClick={() => void history.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      ) : null}
      {history.isSuccess && !shown ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center">
          <h1 className="text-2xl font-bold text-ink">
            <Trans>Your Test Score</Trans>
          </h1>
          <p className="text-muted">
            <Trans>You have not taken a test yet.</Trans>
          </p>
          <Link to="/test" className={buttonClasses("primary")}>
            <Trans>Take a Test</Trans>
          </Link>
        </div>
      ) : null}
      {shown ? <ResultView result={shown} /> : null}
      {items.length ? (
        <section aria-labelledby="history-title" className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <h2 id="history-title" className="text-lg font-semibold text-ink">
              <Trans>Your history</Trans>
            </h2>
            <Link to="/test" className="text-sm font-semibold text-brand-700 underline">
              <Trans>Take another test</Trans>
            </Link>
          </div>
          <ul className="flex flex-col gap-2">
            {items.map((r) => (
              <li
                key={r.id}
                className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm"
              >
                <span className="font-medium text-ink">{INSTRUMENTS[r.instrumentId].name}</span>
                <span className="text-muted">{when(r.createdAt)}</span>
                <span className="ml-auto font-semibold text-ink">{`${r.score}/${r.maxScore}`}</span>
                <span className="w-32 text-right text-muted">{tx(r.bandLabel)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
