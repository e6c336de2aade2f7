import { Download, Phone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Questionnaire } from "../../../components/forms/questionnaire.tsx";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { HELPLINE_LINE, HELPLINE_TEL } from "../shared/helpline.ts";
import { LiveStatus } from "../shared/live-status.tsx";
import { buildWellnessPlan, type WellnessPlan } from "./wellness-plan.ts";
import { QUIZ_QUESTIONS, type QuizAnswers } from "./wellness-questions.ts";

/** /wellness-quiz: 8 quick questions, a plan of 3-5 weekly actions, and the plan as a PDF. */
export function WellnessQuizPage() {
  const [plan, setPlan] = useState<WellnessPlan | null>(null);
  return (
    <PublicPage
      title="Wellness Quiz to PDF Plan"
      intro="Eight quick questions about your everyday habits. You get a small, personal plan for the week, which you can keep as a PDF. Nothing is stored."
    >
      {plan ? <PlanView plan={plan} onAgain={() => setPlan(null)} /> : <QuizForm onDone={setPlan} />}
    </PublicPage>
  );
}

const ITEMS = QUIZ_QUESTIONS.map((q) => ({
  key: q.id,
  text: q.text,
  choices: q.options.map((o) => ({ value: o.key, label: o.label })),
}));

function QuizForm({ onDone }: { onDone(plan: WellnessPlan): void }) {
  return (
    <Questionnaire<string>
      items={ITEMS}
      namePrefix="quiz-"
      submitLabel="See my plan"
      submitClassName="self-start"
      onSubmit={(answers) =>
        onDone(buildWellnessPlan(Object.fromEntries(QUIZ_QUESTIONS.map((q, i) => [q.id, answers[i]])) as QuizAnswers))
      }
    >
      <h2 className="text-lg font-semibold text-ink">Your week, honestly</h2>
    </Questionnaire>
  );
}

function PlanView({ plan, onAgain }: { plan: WellnessPlan; onAgain(): void }) {
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
      // Loaded on demand: most visitors never need the PDF library.
      const [lib, pdf] = await Promise.all([import("pdf-lib"), import("./plan-pdf.ts")]);
      const bytes = await pdf.buildPlanPdf(lib, { ...plan, date: new Date() });
      const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = pdf.PLAN_PDF_FILENAME;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setStatus("Your plan is downloading as saathi-wellness-plan.pdf.");
    } catch {
      setError("We could not make the PDF just now. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink">
        Your wellness plan for this week
      </h2>
      <p className="text-sm text-muted">Small, kind steps. Pick them up in any order, and go easy on yourself.</p>
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
          <span className="font-semibold">Already going well: </span>
          {`${plan.strengths.join(", ")}.`}
        </p>
      ) : null}
      <p className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
        {HELPLINE_LINE}{" "}
        <a href={HELPLINE_TEL} className="inline-flex items-center gap-1 font-semibold text-brand-800 underline">
          <Phone size={14} aria-hidden="true" />
          Call 14416
        </a>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button busy={busy} busyText="Preparing PDF..." onClick={() => void download()}>
          <Download size={16} aria-hidden="true" />
          Download my plan (PDF)
        </Button>
        <button type="button" className={buttonClasses("secondary")} onClick={onAgain}>
          Take the quiz again
        </button>
      </div>
      <LiveStatus>{status}</LiveStatus>
    </section>
  );
}
