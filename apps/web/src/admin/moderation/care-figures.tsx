// How quickly a human looked, and how often the crisis check was right: minutes from
// writing to a moderator's first look per day (median, 90th percentile, last 14 days), and the share
// of marked alarms that were true per week (last 8 weeks). Words first, then a small table.
import { Trans, useLingui } from "@lingui/react/macro";
import type { FirstLooks, Precision } from "@saathi/contract/care";
import type { ReactNode } from "react";
import { errorMessage } from "../shell/admin-api.ts";
import { formatDate } from "../shell/format.ts";
import { useFirstLooks } from "./api/get-first-looks.ts";
import { usePrecision } from "./api/get-precision.ts";

/** A YYYY-MM-DD day of India's calendar, as the console writes dates. */
const dayLabel = (iso: string) => formatDate(`${iso}T12:00:00+05:30`);
const minutes = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 flex-1 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Status({ pending, error }: { pending: boolean; error: unknown }) {
  if (pending)
    return (
      <p role="status" className="text-sm text-muted">
        <Trans>Loading…</Trans>
      </p>
    );
  return error ? <p className="text-sm text-red-800">{errorMessage(error)}</p> : null;
}

function FirstLookTable({ days }: { days: FirstLooks["days"] }) {
  const { t } = useLingui();
  const latest = days[0];
  if (!latest)
    return (
      <p className="text-sm text-muted">
        <Trans>No flagged message has been looked at in the last 14 days.</Trans>
      </p>
    );
  const day = dayLabel(latest.day);
  const median = minutes(latest.medianMinutes);
  const p90 = minutes(latest.p90Minutes);
  return (
    <>
      <p className="text-sm text-ink">
        <Trans>
          On {day}, half of the flagged messages were looked at within {median} minutes of being written, and nine in
          ten within {p90} minutes.
        </Trans>
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t`Minutes from writing to a first look, per day`}</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">{t`Day`}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t`Messages`}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t`Median (min)`}</th>
              <th scope="col" className="py-1 font-medium">{t`90th percentile (min)`}</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {dayLabel(d.day)}
                </th>
                <td className="py-1 pr-3">{d.items}</td>
                <td className="py-1 pr-3">{minutes(d.medianMinutes)}</td>
                <td className="py-1">{minutes(d.p90Minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PrecisionTable({ weeks }: { weeks: Precision["weeks"] }) {
  const { t } = useLingui();
  const latest = weeks[0];
  if (!latest)
    return (
      <p className="text-sm text-muted">
        <Trans>No crisis flag has been marked as a true or false alarm in the last 8 weeks.</Trans>
      </p>
    );
  const week = dayLabel(latest.week);
  const trueAlarms = latest.trueAlarms;
  const marked = latest.marked;
  const percent = Math.round(latest.precision * 100);
  return (
    <>
      <p className="text-sm text-ink">
        <Trans>
          In the week of {week}, {trueAlarms} of {marked} marked alarms were true ({percent}%).
        </Trans>
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t`True alarms among marked alarms, per week`}</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">{t`Week of`}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t`True`}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t`Marked`}</th>
              <th scope="col" className="py-1 font-medium">{t`Precision`}</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {weeks.map((w) => (
              <tr key={w.week} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {dayLabel(w.week)}
                </th>
                <td className="py-1 pr-3">{w.trueAlarms}</td>
                <td className="py-1 pr-3">{w.marked}</td>
                <td className="py-1">{Math.round(w.precision * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function CareFigures() {
  const { t } = useLingui();
  const looks = useFirstLooks();
  const precision = usePrecision();
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row">
      <Panel title={t`Time to a first look`}>
        <Status pending={looks.isPending} error={looks.error} />
        {looks.data ? <FirstLookTable days={looks.data.days} /> : null}
      </Panel>
      <Panel title={t`Alarm precision`}>
        <Status pending={precision.isPending} error={precision.error} />
        {precision.data ? <PrecisionTable weeks={precision.data.weeks} /> : null}
      </Panel>
    </div>
  );
}
