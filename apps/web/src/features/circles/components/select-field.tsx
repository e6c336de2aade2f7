import { type SelectHTMLAttributes, useId } from "react";
import { tx } from "../../../lib/i18n/translate.ts";

/** A labelled select whose error is announced and tied to it (shown translated: tx). */
export function SelectField({
  label,
  error,
  children,
  id,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined }) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={`min-h-11 w-full rounded-xl border bg-white px-3 text-base text-ink ${error ? "border-red-500" : "border-slate-300"}`}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
          {tx(error)}
        </p>
      ) : null}
    </div>
  );
}
