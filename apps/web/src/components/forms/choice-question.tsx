import { Trans, useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/**
 * How a question and its options are named for assistive technology:
 * - "legend": the legend names the group ("1. question"), each label names its option;
 * - "per-option": the group is "Question 1" and each option is named "question: option", so a screen
 *   reader that jumps from radio to radio hears the question with every answer (the screening tests).
 */
export type ChoiceLabelling = "legend" | "per-option";

/** One question as a fieldset of radio buttons. */
export const ChoiceQuestion = forwardRef<
  HTMLFieldSetElement,
  {
    name: string;
    number: number;
    question: string;
    choices: readonly Choice<string | number>[];
    value: string | number | null;
    missing?: boolean;
    /** Say 'Please choose an answer.' under a missing answer (otherwise only its border turns red). */
    hintMissing?: boolean;
    columns?: "stack" | "wrap";
    labelling?: ChoiceLabelling;
    onChange(value: string | number): void;
  }
>(function ChoiceQuestion(
  {
    name,
    number,
    question,
    choices,
    value,
    missing = false,
    hintMissing = true,
    columns = "wrap",
    labelling = "legend",
    onChange,
  },
  ref,
) {
  const { t } = useLingui();
  const hinted = missing && hintMissing;
  const numbered = (
    <>
      <span className="font-semibold">{`${number}. `}</span>
      {question}
    </>
  );
  return (
    <fieldset
      ref={ref}
      className={`rounded-3xl border bg-white p-4 ${missing ? "border-red-400" : "border-slate-200"}`}
      aria-describedby={hinted ? `${name}-missing` : undefined}
    >
      {labelling === "legend" ? (
        <legend className="float-left mb-3 w-full text-ink">{numbered}</legend>
      ) : (
        <>
          <legend className="sr-only">{t`Question ${number}`}</legend>
          <p className="mb-3 text-ink" aria-hidden="true">
            {numbered}
          </p>
        </>
      )}
      <div className={`clear-both grid gap-2 ${columns === "wrap" ? "sm:grid-cols-2" : ""}`}>
        {choices.map((c) => (
          <label
            key={c.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              aria-label={labelling === "per-option" ? `${question}: ${c.label}` : undefined}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="size-4 accent-brand-700"
            />
            {c.label}
          </label>
        ))}
      </div>
      {hinted ? (
        <p id={`${name}-missing`} className="mt-2 text-sm text-red-700">
          <Trans>Please choose an answer.</Trans>
        </p>
      ) : null}
    </fieldset>
  );
});
