import { type FieldError, get, useFormContext, useFormState } from "react-hook-form";
import { tx } from "../../lib/i18n/translate.ts";

const COLUMNS = { 2: "grid-cols-2", 3: "grid-cols-3" } as const;

/**
 * A labelled group of radio buttons (one answer) or checkboxes (several), registered with the
 * surrounding react-hook-form form under `name`, with that field's error under it.
 */
export function FormChoiceGroup({
  name,
  legend,
  type = "radio",
  options,
  columns,
}: {
  name: string;
  legend: string;
  /** Radio buttons (one answer, the default) or checkboxes (several). */
  type?: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  columns: keyof typeof COLUMNS;
}) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error: FieldError | undefined = get(errors, name);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className={`grid ${COLUMNS[columns]} gap-2`}>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 rounded-xl border border-slate-200 p-3 text-sm">
            <input type={type} value={o.value} {...register(name)} />
            {o.label}
          </label>
        ))}
      </div>
      {error?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {tx(error.message)}
        </p>
      ) : null}
    </fieldset>
  );
}
