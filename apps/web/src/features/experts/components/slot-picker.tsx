import { Trans } from "@lingui/react/macro";
import { type Slot, slotsByLocalDate } from "@saathi/contract/experts";
import { SlotTimeGrid } from "../../../components/ui/slot-time-grid.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";

/** Days across the next two weeks, then the hours of the chosen day, in the viewer's own time zone. */
export function SlotPicker({
  slots,
  day,
  onDay,
  selected,
  onSelect,
}: {
  slots: Slot[];
  day: string | null;
  onDay(day: string): void;
  selected: string | null;
  onSelect(startsAt: string): void;
}) {
  const days = slotsByLocalDate(slots);
  const current = days.find(([d]) => d === day) ?? days[0];
  if (!days.length)
    return (
      <p className="rounded-xl bg-slate-50 p-3 text-sm text-muted">
        <Trans>No free times in the next two weeks.</Trans>
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">
          <Trans>Choose a day</Trans>
        </legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {days.map(([d, list]) => {
            const date = new Date(list[0]?.startsAt ?? d);
            const active = current?.[0] === d;
            return (
              <button
                key={d}
                type="button"
                aria-pressed={active}
                onClick={() => onDay(d)}
                className={`flex min-w-16 flex-col items-center rounded-xl border px-3 py-2 text-sm ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
              >
                <span className="text-xs">{formatDate(date, { weekday: "short" })}</span>
                <span className="font-semibold">{formatDate(date, { day: "numeric", month: "short" })}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">
          <Trans>Choose a time</Trans>
        </legend>
        <SlotTimeGrid
          slots={current?.[1] ?? []}
          selected={selected}
          onSelect={onSelect}
          className="grid-cols-3 sm:grid-cols-4"
        />
      </fieldset>
    </div>
  );
}
