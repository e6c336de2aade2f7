import type { ReactNode } from "react";

/** One choice of a console table's filter: the value kept in the address, and the words shown. */
export type FilterOption = readonly [value: string, label: string];

/**
 * A console table's filter: a labelled select, 44 px tall, that reports the chosen value ("" for the
 * option that means no filter). Every table of the console uses it, so filters look and behave alike.
 */
export function TableFilter(p: {
  label: ReactNode;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange(value: string | undefined): void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-muted">
      {p.label}
      <select
        className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink"
        value={p.value ?? ""}
        onChange={(e) => p.onChange(e.target.value || undefined)}
      >
        {p.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
