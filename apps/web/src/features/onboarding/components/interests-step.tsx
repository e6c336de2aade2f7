import { Trans, useLingui } from "@lingui/react/macro";
import { SPECIALISATIONS } from "@saathi/contract/experts";
import { MIN_CATEGORIES } from "@saathi/contract/onboarding";
import { useFormContext, useWatch } from "react-hook-form";
import { SPECIALISATION_LABEL } from "./labels.ts";
import type { FormValues } from "./steps.ts";

/** Step 2: Select your Interest (at least three). */
export function InterestsStep() {
  const { t, i18n } = useLingui();
  const { setValue } = useFormContext<FormValues>();
  const selected = (useWatch<FormValues>({ name: "specialisations" }) as string[] | undefined) ?? [];
  const toggle = (s: string) =>
    setValue(
      "specialisations",
      (selected.includes(s) ? selected.filter((x) => x !== s) : [...selected, s]) as FormValues["specialisations"],
      { shouldDirty: true },
    );
  // The contract's moreCategoriesText(), in the language shown now.
  const left = Math.max(0, MIN_CATEGORIES - selected.length);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        <Trans>Which areas do you support people with? Choose at least {MIN_CATEGORIES}.</Trans>
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Categories</Trans>
        </legend>
        {SPECIALISATIONS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={selected.includes(s)}
            onClick={() => toggle(s)}
            className={`rounded-full border px-4 py-2 text-sm font-medium ${selected.includes(s) ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
          >
            {i18n._(SPECIALISATION_LABEL[s])}
          </button>
        ))}
      </fieldset>
      {selected.length < MIN_CATEGORIES ? (
        <p className="text-sm text-amber-800" aria-live="polite">
          {t`Select ${left} more categories to continue`}
        </p>
      ) : null}
    </div>
  );
}
