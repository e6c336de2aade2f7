// The plan as the member reads it in a hard moment, and as it prints: six numbered steps.
import { Trans, useLingui } from "@lingui/react/macro";
import { SAFETY_PLAN_STEPS, type SafetyPlanSteps } from "@saathi/contract/safety-plan";
import { STEP_COPY } from "./step-copy.ts";

export function SafetyPlanView({ steps }: { steps: SafetyPlanSteps }) {
  const { i18n } = useLingui();
  return (
    <ol className="flex flex-col gap-3" data-testid="safety-plan-view">
      {SAFETY_PLAN_STEPS.map((s, i) => (
        <li
          key={s}
          className="rounded-2xl border border-slate-200 bg-white p-3 print:break-inside-avoid print:border-slate-400"
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
        </li>
      ))}
    </ol>
  );
}
