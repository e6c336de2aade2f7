import { Trans, useLingui } from "@lingui/react/macro";
import { CHALLENGE_NOTE_MAX, type ChallengeDay } from "@saathi/contract/challenges";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { CHALLENGE_TASK_TEXT } from "./challenge-tasks.ts";
import { formatLocalDate } from "./local-date.ts";

/** One day of the challenge: done (with the private note), open (the task and how to finish it), or locked. */
export function ChallengeDayCard({
  day,
  isNext,
  busy,
  onComplete,
}: {
  day: ChallengeDay;
  /** The next day to do (locked only until tomorrow). */
  isNext: boolean;
  busy: boolean;
  onComplete(note: string | undefined): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [note, setNote] = useState("");
  const task = CHALLENGE_TASK_TEXT[day.task];
  const n = day.day;
  const before = n - 1;
  const title = i18n._(task.title);
  const prompt = i18n._(task.notePrompt);
  const doneOn = day.doneOn ? formatLocalDate(day.doneOn) : "";

  return (
    <li
      className={`rounded-3xl border p-4 ${day.status === "open" ? "border-brand-300 bg-white" : "border-slate-200 bg-slate-50"}`}
    >
      <h3 className="text-base font-semibold text-ink">
        <Trans>
          Day {n}: {title}
        </Trans>
      </h3>
      {day.status === "done" ? (
        <div className="mt-2 flex flex-col gap-2 text-sm">
          <p className="font-medium text-emerald-800">{doneOn ? t`Done on ${doneOn}` : t`Done`}</p>
          {day.note ? (
            <div>
              <p className="text-xs text-muted">
                <Trans>Your note (only you can see it)</Trans>
              </p>
              <p className="whitespace-pre-wrap text-ink">{day.note}</p>
            </div>
          ) : null}
        </div>
      ) : day.status === "open" ? (
        <form
          className="mt-2 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            onComplete(note.trim() || undefined);
          }}
        >
          <p className="text-sm text-ink">{i18n._(task.steps)}</p>
          <p className="text-sm text-muted">{i18n._(task.why)}</p>
          {day.task === "breathing" ? (
            <p className="text-sm">
              <Link to="/games" className="font-medium text-brand-700 underline">
                <Trans>Open the breathing bubble</Trans>
              </Link>
            </p>
          ) : null}
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
            <Trans>Your note (optional, private): {prompt}</Trans>
          </label>
          <textarea
            id={`${id}-note`}
            rows={4}
            value={note}
            maxLength={CHALLENGE_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            className="w-full rounded-xl border border-slate-300 p-3 text-base text-ink"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy} busyText={t`Saving...`}>
              {note.trim() ? <Trans>Save note and finish day {n}</Trans> : <Trans>Mark day {n} as done</Trans>}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {isNext ? (
            <Trans>Opens tomorrow. One small step a day is enough.</Trans>
          ) : (
            <Trans>Opens after day {before}.</Trans>
          )}
        </p>
      )}
    </li>
  );
}
