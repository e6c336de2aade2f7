import { forwardRef, type TextareaHTMLAttributes, useId } from "react";
import { tx } from "../../lib/i18n/translate.ts";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** A labelled multi-line input whose error is announced and tied to it (shown translated: tx). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, className = "", rows = 3, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={`rounded-xl border p-3 text-base ${error ? "border-red-500" : "border-slate-300"}`}
        {...rest}
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
          {tx(error)}
        </p>
      ) : null}
    </div>
  );
});
