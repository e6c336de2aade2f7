import { forwardRef } from "react";

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/** One question as a fieldset of radio buttons: the legend names the group, each label names its option. */
export const ChoiceQuestion = forwardRef<
  HTMLFieldSetElement,
  {
    name: string;
    number: number;
    question: string;
    choices: readonly Choice<string | number>[];
    value: string | number | null;
    missing?: boolean;
    columns?: "stack" | "wrap";
    onChange(value: string | number): void;
  }
>(function ChoiceQuestion(
  { name, number, question, choices, value, missing = false, columns = "wrap", onChange },
  ref,
) {
  return (
    <fieldset
      ref={ref}
      className={`rounded-3xl border bg-white p-4 ${missing ? "border-red-400" : "border-slate-200"}`}
      aria-describedby={missing ? `${name}-missing` : undefined}
    >
      <legend className="float-left mb-3 w-full text-ink">
        <span className="font-semibold">{`${number}. `}</span>
        {question}
      </legend>
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
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="size-4 accent-brand-700"
            />
            {c.label}
          </label>
        ))}
      </div>
      {missing ? (
        <p id={`${name}-missing`} className="mt-2 text-sm text-red-700">
          Please choose an answer.
        </p>
      ) : null}
    </fieldset>
  );
});
