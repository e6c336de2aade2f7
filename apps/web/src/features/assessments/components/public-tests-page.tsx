import { Trans, useLingui } from "@lingui/react/macro";
import { type AssessmentScore, INSTRUMENTS, type InstrumentId, scoreAssessment } from "@saathi/contract/assessments";
import { useState } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { InstrumentForm } from "./instrument-form.tsx";
import { InstrumentPicker } from "./instrument-picker.tsx";
import { ResultView } from "./result-view.tsx";

/** /mental-health-tests: the same checks for visitors, scored in the browser; nothing is stored. */
export function PublicTestsPage() {
  const { t } = useLingui();
  const [id, setId] = useState<InstrumentId>("phq9");
  const [result, setResult] = useState<(AssessmentScore & { createdAt: string }) | null>(null);
  return (
    <PublicPage
      title={t`Mental health self-check`}
      intro={t`Free, private and anonymous: your answers stay in this browser and nothing is stored. Sign in to keep your results over time.`}
    >
      <div className="flex flex-col gap-5">
        {result ? (
          <>
            <ResultView
              result={{
                instrumentId: result.instrumentId,
                score: result.score,
                maxScore: result.maxScore,
                bandKey: result.band.key,
                bandLabel: result.band.label,
                percentage: result.percentage,
                needsCrisisSupport: result.needsCrisisSupport,
                createdAt: result.createdAt,
              }}
            />
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonClasses("secondary")} onClick={() => setResult(null)}>
                <Trans>Take another check</Trans>
              </button>
              <Link to="/auth" className={buttonClasses("primary")}>
                <Trans>Talk to an expert</Trans>
              </Link>
            </div>
          </>
        ) : (
          <>
            <InstrumentPicker value={id} onChange={setId} />
            <h2 className="text-lg font-semibold text-ink">{tx(INSTRUMENTS[id].title)}</h2>
            <InstrumentForm
              key={id}
              instrument={INSTRUMENTS[id]}
              onSubmit={(answers) => {
                setResult({ ...scoreAssessment(id, answers), createdAt: new Date().toISOString() });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </div>
    </PublicPage>
  );
}
