import { Trans, useLingui } from "@lingui/react/macro";
import { type CareGoal, GOAL_STATUSES, type GoalStatus } from "@saathi/contract/care-plan";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAddGoal } from "../api/add-goal.ts";
import { useUpdateGoal } from "../api/update-goal.ts";
import { GoalProgress } from "./goal-progress.tsx";
import { GOAL_STATUS_LABEL } from "./labels.ts";

const problem = (e: unknown, fallback: string) => (e instanceof ApiError ? tx(e.message) : e ? fallback : null);

/** The expert's goals: add a measurable goal with a target date; move each goal's progress and state. */
export function GoalsEditor({ linkId, goals, canWrite }: { linkId: string; goals: CareGoal[]; canWrite: boolean }) {
  const { t } = useLingui();
  const add = useAddGoal(linkId);
  const [title, setTitle] = useState("");
  const [measure, setMeasure] = useState("");
  const [targetDate, setTargetDate] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { title, measure, targetDate: targetDate || null },
      {
        onSuccess: () => {
          setTitle("");
          setMeasure("");
          setTargetDate("");
        },
      },
    );
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="goals-heading">
      <h2 id="goals-heading" className="text-lg font-semibold text-ink">
        <Trans>Goals</Trans>
      </h2>
      {goals.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No goals yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {goals.map((g) => (
            <li key={g.id}>{canWrite ? <GoalRow linkId={linkId} goal={g} /> : <GoalProgress goal={g} />}</li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4">
          <TextField
            label={t`Goal`}
            required
            maxLength={120}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextField
            label={t`How we will measure it`}
            maxLength={300}
            value={measure}
            onChange={(e) => setMeasure(e.target.value)}
          />
          <TextField
            label={t`Target date`}
            type="date"
            value={targetDate}
            onChange={(e) => setTargetDate(e.target.value)}
          />
          <Button type="submit" className="self-start" busy={add.isPending}>
            <Trans>Add goal</Trans>
          </Button>
          {add.error ? (
            <p role="alert" className="text-sm text-red-700">
              {problem(add.error, t`Could not save. Try again.`)}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}

function GoalRow({ linkId, goal }: { linkId: string; goal: CareGoal }) {
  const { t, i18n } = useLingui();
  const update = useUpdateGoal(linkId);
  const [progress, setProgress] = useState(goal.progress);
  const [status, setStatus] = useState<GoalStatus>(goal.status);
  const changed = progress !== goal.progress || status !== goal.status;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-4">
      <GoalProgress goal={goal} />
      <label className="flex flex-col gap-1 text-sm text-ink">
        <span>{t`Progress: ${progress}%`}</span>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={progress}
          aria-label={t`Progress on ${goal.title}`}
          onChange={(e) => setProgress(Number(e.target.value))}
          className="w-full accent-brand-700"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink">
        <span>
          <Trans>Goal status</Trans>
        </span>
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as GoalStatus)}
          className="min-h-11 rounded-xl border border-slate-300 px-3"
        >
          {GOAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(GOAL_STATUS_LABEL[s])}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="secondary"
        className="self-start"
        disabled={!changed}
        busy={update.isPending}
        onClick={() => update.mutate({ goalId: goal.id, progress, status })}
      >
        <Trans>Save goal</Trans>
      </Button>
      {update.error ? (
        <p role="alert" className="text-sm text-red-700">
          {problem(update.error, t`Could not save. Try again.`)}
        </p>
      ) : null}
    </div>
  );
}
