import { useLingui } from "@lingui/react/macro";
import { ONBOARDING_STEPS } from "@saathi/contract/onboarding";
import { STEP_LABEL } from "./labels.ts";

/** Where the expert is in the four steps. */
export function Stepper({ step }: { step: number }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="grid grid-cols-4 gap-1" aria-label={t`Onboarding steps`}>
      {ONBOARDING_STEPS.map((name, i) => (
        <li
          key={name}
          aria-current={i === step ? "step" : undefined}
          className="flex flex-col items-center gap-1 text-center text-[11px] sm:text-xs"
        >
          <span
            className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold ${i < step ? "bg-brand-700 text-white" : i === step ? "border-2 border-brand-700 bg-white text-brand-800" : "bg-slate-200 text-muted"}`}
          >
            {i + 1}
          </span>
          <span className={i === step ? "font-semibold text-ink" : "text-muted"}>{i18n._(STEP_LABEL[name])}</span>
        </li>
      ))}
    </ol>
  );
}
