import { Trans } from "@lingui/react/macro";
import { slotsByLocalDate } from "@saathi/contract/experts";
import { useState } from "react";
import { SlotTimeGrid } from "../../../components/ui/slot-time-grid.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { useFreeTimes } from "../api/get-free-times.ts";

/**
 * The expert's free times to move a session to — a day, then its hours, in the viewer's
 * zone (a small list of this feature's own; the booking page's picker belongs to the experts feature).
 */
export function FreeTimeList({
  expertId,
  except,
  selected,
  onSelect,
}: {
  expertId: string;
  /** The session's own time: not offered again. */
  except: string;
  selected: string | null;
  onSelect(startsAt: string): void;
}) {
  const free = useFreeTimes(expertId, true);
  const [day, setDay] = useState<string | null>(null);
  if (free.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        <Trans>Loading free times...</Trans>
      </p>
    );
  const slots = (free.data?.slots ?? []).filter((s) => Date.parse(s.startsAt) !== Date.parse(except));
  const days = slotsByLocalDate(slots);
  const current = days.find(([d]) => d === day) ?? days[0];
  if (!current)
    return (
      <p className="rounded-xl bg-slate-50 p-3 text-sm text-muted">
        <Trans>No free times in the next two weeks.</Trans>
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        <Trans>Day</Trans>
        <select
          className="rounded-xl border border-slate-300 bg-white px-3 py-2"
          value={current[0]}
          onChange={(e) => setDay(e.target.value)}
        >
          {days.map(([d, list]) => (
            <option key={d} value={d}>
              {formatDate(list[0]?.startsAt ?? d, { weekday: "short", day: "numeric", month: "short" })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">
          <Trans>Time</Trans>
        </legend>
        <SlotTimeGrid slots={current[1]} selected={selected} onSelect={onSelect} className="grid-cols-3" />
      </fieldset>
    </div>
  );
}
