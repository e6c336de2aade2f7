import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Phone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Questionnaire } from "../../../components/forms/questionnaire.tsx";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { HELPLINE_LINE, HELPLINE_TEL } from "../shared/helpline.ts";
import { LiveStatus } from "../shared/live-status.tsx";
import { buildWellnessPlan } from "./wellness-plan.ts";
import { QUIZ_QUESTIONS, type QuizAnswers } from "./wellness-questions.ts";

/** /wellness-quiz: 8 quick questions, a plan of 3-5 weekly actions, and the plan as a PDF. */
export function WellnessQuizPage() {
  const { t } = useLingui();
  const [answers, setAnswers] = useState<QuizAnswers | null>(null);
  return (
    <PublicPage
      title={t`Wellness Quiz to PDF Plan`}
      intro={t`Eight quick questions about your everyday habits. You get a small, personal plan for the week, which you can keep as a PDF. Nothing is stored.`}
    >
      <OfflineNotice works className="mb-4" />
      {answers ? <PlanView answers={answers} onAgain={() => setAnswers(null)} /> : <QuizForm onDone={setAnswers} />}
    </PublicPage>
  );
}

function QuizForm({ onDone }: { onDone(answers: QuizAnswers): void }) {
  const { t } = useLingui();
  // Read at render: the questions and options in the language shown now.
  const items = QUIZ_QUESTIONS.map((q) => ({
    key: q.id,
    text: q.text,
    choices: q.options.map((o) => ({ value: o.key, label: o.label })),
  }));
  return (
    <Questionnaire<string>
      items={items}
      namePrefix="quiz-"
      submitLabel={t`See my plan`}
      submitClassName="self-start"
      onSubmit={(answers) =>
        onDone(Object.fromEntries(QUIZ_QUESTIONS.map((q, i) => [q.id, answers[i]])) as QuizAnswers)
      }
    >
      <h2 className="text-lg font-semibold text-ink">
        <Trans>Your week, honestly</Trans>
      </h2>
    </Questionnaire>
  );
}

function PlanView({ answers, onAgain }: { answers: QuizAnswers; onAgain(): void }) {
  const { t, i18n } = useLingui();
  const plan = buildWellnessPlan(answers, (text) => i18n._(text));
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, []);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      // Loaded on demand: most visitors never need the PDF library, and only Hindi needs the fonts
      // (Helvetica, built into every PDF reader, draws English).
      const [lib, pdf, fonts] = await Promise.all([
        import("pdf-lib"),
        import("./plan-pdf.ts"),
        i18n.locale === "en" ? undefined : import("./plan-pdf-fonts.ts").then((m) => m.loadHindiPdfFonts()),
      ]);
      const bytes = await pdf.buildPlanPdf(lib, { ...plan, date: new Date() }, i18n, fonts);
      const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = pdf.PLAN_PDF_FILENAME;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setStatus(t`Your plan is downloading as ${pdf.PLAN_PDF_FILENAME}.`);
    } catch {
      setError(t`We could not make the PDF just now. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink">
        <Trans>Your wellness plan for this week</Trans>
      </h2>
      <p className="text-sm text-muted">
        <Trans>Small, kind steps. Pick them up in any order, and go easy on yourself.</Trans>
      </p>
      <ol className="flex flex-col gap-3">
        {plan.actions.map((a, i) => (
          <li key={a.area} className="rounded-3xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-ink">{`${i + 1}. ${a.title}`}</h3>
            <p className="mt-1 text-sm text-ink">{a.text}</p>
          </li>
        ))}
      </ol>
      {plan.strengths.length > 0 ? (
        <p className="text-sm text-ink">
          <Trans>
            <span className="font-semibold">Already going well:</span> {plan.strengths.join(", ")}.
          </Trans>
        </p>
      ) : null}
      <p className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
        {i18n._(HELPLINE_LINE)}{" "}
        <a href={HELPLINE_TEL} className="inline-flex items-center gap-1 font-semibold text-brand-800 underline">
          <Phone size={14} aria-hidden="true" />
          <Trans>Call 14416</Trans>
        </a>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button busy={busy} busyText={t`Preparing PDF...`} onClick={() => void download()}>
          <Download size={16} aria-hidden="true" />
          <Trans>Download my plan (PDF)</Trans>
        </Button>
        <button type="button" className={buttonClasses("secondary")} onClick={onAgain}>
          <Trans>Take the quiz again</Trans>
        </button>
      </div>
      <LiveStatus>{status}</LiveStatus>
    </section>
  );
}
