import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AssessmentScore,
  INSTRUMENTS,
  type InstrumentId,
  SCREENING_DISCLAIMER,
  scoreAssessment,
} from "@saathi/contract/assessments";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { SensitiveConsentPrompt } from "../../../components/consent/sensitive-consent-prompt.tsx";
import { useSensitiveConsent } from "../../../lib/consent/use-sensitive-consent.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { assessmentsKeys } from "../api/assessments-keys.ts";
import { submitAssessment } from "../api/submit-assessment.ts";
import { InstrumentForm } from "./instrument-form.tsx";
import { InstrumentPicker } from "./instrument-picker.tsx";
import { ResultView } from "./result-view.tsx";

/** /test 'Take a Test': a validated screening check, scored and kept for the member. */
export function TestPage() {
  const { t } = useLingui();
  const [id, setId] = useState<InstrumentId>("phq9");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The first result kept asks for consent; 'Not now' shows the score without keeping it.
  const consent = useSensitiveConsent();
  const [unsaved, setUnsaved] = useState<(AssessmentScore & { createdAt: string }) | null>(null);

  const submit = async (answers: number[]) => {
    setBusy(true);
    setError(null);
    setUnsaved(null);
    try {
      const result = await consent.guard(() => submitAssessment({ instrumentId: id, answers }));
      if (result === null) {
        setUnsaved({ ...scoreAssessment(id, answers), createdAt: new Date().toISOString() });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: assessmentsKeys.all });
      navigate("/score", { state: { resultId: result.id } });
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Could not save your answers. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Take a Test</Trans>
        </h1>
        <p className="text-sm text-muted">
          <Trans>A few minutes, private to you.</Trans> {tx(SCREENING_DISCLAIMER)}{" "}
          <Link to="/score" className="text-brand-700 underline">
            <Trans>Your past results</Trans>
          </Link>
        </p>
      </header>
      <SensitiveConsentPrompt ask={consent.ask} what={t`your result`} />
      {unsaved ? (
        <div className="flex flex-col gap-3">
          <p className="rounded-2xl bg-slate-50 p-3 text-sm text-muted">
            <Trans>This result is not saved to your account. Agree to keep results next time you take a test.</Trans>
          </p>
          <ResultView
            result={{
              instrumentId: unsaved.instrumentId,
              score: unsaved.score,
              maxScore: unsaved.maxScore,
              bandKey: unsaved.band.key,
              bandLabel: unsaved.band.label,
              percentage: unsaved.percentage,
              needsCrisisSupport: unsaved.needsCrisisSupport,
              createdAt: unsaved.createdAt,
            }}
          />
        </div>
      ) : null}
      <InstrumentPicker
        value={id}
        onChange={(next) => {
          setId(next);
          setError(null);
          setUnsaved(null);
        }}
      />
      <h2 className="text-lg font-semibold text-ink">{tx(INSTRUMENTS[id].title)}</h2>
      <InstrumentForm key={id} instrument={INSTRUMENTS[id]} onSubmit={submit} busy={busy} error={error} />
    </section>
  );
}
