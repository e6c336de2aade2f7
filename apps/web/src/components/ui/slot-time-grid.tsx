import type { Slot } from "@saathi/contract/experts";
import { formatTime } from "../../lib/i18n/format.ts";

/** The hours of one day as toggle buttons (booking's slot picker and rescheduling's free times). */
export function SlotTimeGrid({
  slots,
  selected,
  onSelect,
  className = "grid-cols-3",
}: {
  slots: readonly Pick<Slot, "startsAt">[];
  selected: string | null;
  onSelect(startsAt: string): void;
  /** Grid columns (e.g. "grid-cols-3 sm:grid-cols-4"). */
  className?: string;
}) {
  return (
    <div className={`grid gap-2 ${className}`}>
      {slots.map((s) => (
        <button
          key={s.startsAt}
          type="button"
          aria-pressed={selected === s.startsAt}
          onClick={() => onSelect(s.startsAt)}
          className={`min-h-11 rounded-xl border px-2 py-2 text-sm ${selected === s.startsAt ? "border-brand-700 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
        >
          {formatTime(s.startsAt)}
        </button>
      ))}
    </div>
  );
}
