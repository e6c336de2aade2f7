import { useLingui } from "@lingui/react/macro";
import type { CareGoal } from "@saathi/contract/care-plan";
import { formatDate } from "../../../lib/i18n/format.ts";
import { GOAL_STATUS_LABEL } from "./labels.ts";

/** One goal: its title, how it is measured, the target date and a progress bar screen readers read. */
export function GoalProgress({ goal }: { goal: CareGoal }) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-medium text-ink">{goal.title}</span>
        <span className="text-xs text-muted">{i18n._(GOAL_STATUS_LABEL[goal.status])}</span>
      </div>
      {goal.measure ? <p className="text-sm text-muted">{goal.measure}</p> : null}
      <div
        role="progressbar"
        aria-label={t`Progress on ${goal.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.progress}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${goal.progress}%` }} />
      </div>
      <p className="text-xs text-muted">
        {goal.progress}%{goal.targetDate ? <> · {t`by ${formatDate(goal.targetDate)}`}</> : null}
      </p>
    </div>
  );
}
