// One on/off setting: a real checkbox exposed as a switch, with its label and a line of help.
import { useId } from "react";

export function SettingSwitch({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  help?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(next: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-start justify-between gap-3 py-2">
      <label htmlFor={id} className="min-w-0 flex-1 text-sm">
        <span className="font-medium text-ink">{label}</span>
        {help ? (
          <span id={`${id}-help`} className="mt-0.5 block text-muted">
            {help}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={help ? `${id}-help` : undefined}
        className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
