// The plan as the member reads it in a hard moment, and as it prints: six numbered steps. Step 5
// (professionals and helplines) always carries Saathi's helplines, the same ones the crisis card shows,
// so a printed plan has numbers to call even when the member wrote none there.
import { Trans, useLingui } from "@lingui/react/macro";
import { SAFETY_PLAN_STEPS, type SafetyPlanStep, type SafetyPlanSteps } from "@saathi/contract/safety-plan";
import { HelplineLinks, useSaathiHelplines } from "../../../components/safety/helpline-links.tsx";
import { STEP_COPY } from "./step-copy.ts";

/** The step that holds the helplines under the member's own lines. */
const HELPLINES_STEP: SafetyPlanStep = "professionals";

export function SafetyPlanView({ steps }: { steps: SafetyPlanSteps }) {
  const { i18n } = useLingui();
  return (
    <ol className="flex flex-col gap-3" data-testid="safety-plan-view">
      {SAFETY_PLAN_STEPS.map((s, i) => (
        <li
          key={s}
          data-step={s}
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 print:break-inside-avoid print:border-slate-400"
        >
          <h2 className="text-base font-semibold text-ink">
            {i + 1}. {i18n._(STEP_COPY[s].title)}
          </h2>
          {steps[s].length ? (
            <ul className="mt-1 list-disc pl-5 text-sm text-ink">
              {steps[s].map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted">
              <Trans>Nothing here yet.</Trans>
            </p>
          )}
          {s === HELPLINES_STEP ? <PlanHelplines /> : null}
        </li>
      ))}
    </ol>
  );
}

/** Saathi's helplines inside step 5: on screen and on paper (never hidden from print). */
function PlanHelplines() {
  const lines = useSaathiHelplines();
  return (
    <div
      className="mt-3 flex flex-col gap-2 rounded-2xl bg-brand-50 p-2 print:bg-white print:p-0"
      data-testid="plan-helplines"
    >
      <h3 className="text-sm font-semibold text-ink">
        <Trans>Helplines, free and open day and night</Trans>
      </h3>
      <HelplineLinks lines={lines} />
    </div>
  );
}
