import { Trans } from "@lingui/react/macro";
import { formatDate } from "../../../lib/i18n/format.ts";
import { fromDayKey, lastDays } from "../shared/days.ts";
import { type MoodCheckIn, seriesSummary } from "./mood-store.ts";
import { moodOf } from "./moods.ts";

const W = 300;
const H = 120;
const TOP = 6;
const STEP = (H - TOP) / 5;

/** The last days as bars (a gap where there was no check-in), with the same values as a hidden table. */
export function MoodChart({ series, today }: { series: readonly (MoodCheckIn | null)[]; today: Date }) {
  const days = lastDays(today, series.length);
  const slot = W / series.length;
  const summary = seriesSummary(series);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${W} ${H + 14}`}
        className="h-auto w-full rounded-2xl bg-white"
      >
        {[1, 2, 3, 4, 5].map((v) => (
          <line key={v} x1={0} x2={W} y1={H - v * STEP} y2={H - v * STEP} stroke="#e2e8f0" strokeWidth={0.5} />
        ))}
        <line x1={0} x2={W} y1={H} y2={H} stroke="#5b6b70" strokeWidth={0.75} />
        {series.map((c, i) =>
          c ? (
            <rect
              key={days[i]}
              x={i * slot + slot * 0.15}
              y={H - c.mood * STEP}
              width={slot * 0.7}
              height={c.mood * STEP}
              rx={1.5}
              className={c.mood <= 2 ? "fill-amber-500" : "fill-brand-600"}
            />
          ) : null,
        )}
        <text x={3} y={H + 11} fontSize={9} fill="#5b6b70">
          {formatDate(fromDayKey(days[0] ?? ""), { day: "numeric", month: "short" })}
        </text>
        <text x={W - 3} y={H + 11} fontSize={9} fill="#5b6b70" textAnchor="end">
          <Trans>Today</Trans>
        </text>
      </svg>
      <figcaption className="text-sm text-muted">
        <span className="font-medium text-ink">{summary}.</span>{" "}
        <Trans>Taller bars are brighter days; gaps are days without a check-in.</Trans>
      </figcaption>
      <table className="sr-only">
        <caption>
          <Trans>Your check-ins in the last {series.length} days</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">
              <Trans>Mood</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {series.map((c, i) =>
            c ? (
              <tr key={days[i]}>
                <td>{formatDate(fromDayKey(c.day), { weekday: "long", day: "numeric", month: "long" })}</td>
                <td>{moodOf(c.mood).label}</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
    </figure>
  );
}
