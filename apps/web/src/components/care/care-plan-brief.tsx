import { Trans, useLingui } from "@lingui/react/macro";
import { useCarePlanBrief } from "../../lib/api/care/get-care-plan-brief.ts";

/**
 * The plan before (and during) a call, folded by default: goals with progress, homework since the
 * last session and the last session's shared summary. Nothing when the pair has no plan yet. On the
 * call screen (dark, over the video) and on the expert's booking detail ("page").
 */
export function CarePlanBrief({ bookingId, tone = "call" }: { bookingId: string; tone?: "call" | "page" }) {
  const { t } = useLingui();
  const brief = useCarePlanBrief(bookingId);
  if (!brief.data) return null;
  const { goals, homework, lastSummary } = brief.data;
  if (goals.length === 0 && homework.length === 0 && !lastSummary) return null;
  const done = homework.filter((h) => h.status === "done").length;
  return (
    <details
      className={
        tone === "call"
          ? "max-h-[45dvh] overflow-y-auto rounded-2xl bg-black/50 p-3 text-sm text-white"
          : "rounded-2xl border border-slate-200 bg-white p-3 text-sm text-ink"
      }
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
        <Trans>Care plan</Trans>
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        {goals.length ? (
          <section aria-label={t`Goals`}>
            <h2 className="font-semibold">
              <Trans>Goals</Trans>
            </h2>
            <ul className="flex flex-col gap-1">
              {goals.map((g) => (
                <li key={g.id} className="flex justify-between gap-2">
                  <span className="min-w-0 break-words">{g.title}</span>
                  <span>{t`${g.progress}% done`}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {homework.length ? <p>{t`Homework since the last session: ${done} of ${homework.length} done`}</p> : null}
        {lastSummary ? (
          <section aria-label={t`Last session's summary`}>
            <h2 className="font-semibold">
              <Trans>Last session's summary</Trans>
            </h2>
            <p className="whitespace-pre-wrap">{lastSummary.text}</p>
          </section>
        ) : null}
      </div>
    </details>
  );
}
