// Writing the safety plan, one step at a time (a 360 px phone shows one step and its lines). Every
// word typed is kept on this phone at once; moving between steps saves to the server, and a save that
// fails keeps the draft and says so, so nothing typed is ever lost.
import { Trans, useLingui } from "@lingui/react/macro";
import { HELPLINES } from "@saathi/contract/safety";
import {
  SAFETY_PLAN_LINE_MAX,
  SAFETY_PLAN_MAX_LINES,
  SAFETY_PLAN_STEPS,
  type SafetyPlanExpert,
  type SafetyPlanSteps,
} from "@saathi/contract/safety-plan";
import { Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSaveSafetyPlan } from "../api/save-safety-plan.ts";
import { dropDraft, keepDraft } from "./plan-draft.ts";
import { STEP_COPY } from "./step-copy.ts";

/** Lines without the empty boxes left open (the server drops them too). */
export const filled = (steps: SafetyPlanSteps): SafetyPlanSteps =>
  Object.fromEntries(
    SAFETY_PLAN_STEPS.map((s) => [s, steps[s].map((l) => l.trim()).filter(Boolean)]),
  ) as SafetyPlanSteps;

export function SafetyPlanForm({
  userId,
  initial,
  expert,
  onDone,
  onChange,
  onSaved,
}: {
  userId: string;
  initial: SafetyPlanSteps;
  expert: SafetyPlanExpert | null;
  /** After the last step was saved (or kept on the phone when the save failed). */
  onDone(saved: boolean): void;
  /** Every change, so the page shows what was typed even when the save failed. */
  onChange?(steps: SafetyPlanSteps): void;
  /** Each time the server has the plan (the draft on the phone is gone then). */
  onSaved?(): void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveSafetyPlan();
  const [steps, setSteps] = useState<SafetyPlanSteps>(initial);
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const step = SAFETY_PLAN_STEPS[index] ?? "warningSigns";
  const copy = STEP_COPY[step];
  const title = i18n._(copy.title);
  // Always at least one box to write in.
  const lines = steps[step].length ? steps[step] : [""];
  const last = index === SAFETY_PLAN_STEPS.length - 1;

  const change = (next: string[]) => {
    const all = { ...steps, [step]: next };
    setSteps(all);
    onChange?.(all);
    keepDraft(userId, all);
  };
  const setLine = (i: number, value: string) => change(lines.map((l, j) => (j === i ? value : l)));
  /** A new empty box, or a suggestion written into the first empty box (or a new one). */
  const addLine = (value = "") => {
    if (!value) return change([...lines, ""].slice(0, SAFETY_PLAN_MAX_LINES));
    if (lines.includes(value)) return;
    const empty = lines.findIndex((l) => !l.trim());
    change(
      empty >= 0 ? lines.map((l, j) => (j === empty ? value : l)) : [...lines, value].slice(0, SAFETY_PLAN_MAX_LINES),
    );
  };
  const removeLine = (i: number) => change(lines.filter((_, j) => j !== i));

  /** What the server holds (as sent), so moving past an untouched step sends nothing. */
  const lastSaved = useRef<string | null>(null);

  /** Saves the whole plan; true when the server has it. The draft stays on the phone until then. */
  const saveNow = async (): Promise<boolean> => {
    const body = { steps: filled(steps) };
    if (JSON.stringify(body) === lastSaved.current) return true;
    keepDraft(userId, steps);
    try {
      await save.mutateAsync(body);
      lastSaved.current = JSON.stringify(body);
      dropDraft(userId);
      setFailed(false);
      onSaved?.();
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };
  const go = async (to: number) => {
    await saveNow();
    setIndex(to);
    // The new step's title takes the focus, so a screen reader hears where they are.
    heading.current?.focus();
  };
  const finish = async () => onDone(await saveNow());

  const suggestions =
    step === "professionals"
      ? [
          ...HELPLINES.map((h) => `${h.name} ${h.numbers[0]}`),
          ...(expert ? [t`${expert.name}, my expert on Saathi`] : []),
        ]
      : [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <p className="text-sm font-medium text-muted">
        <Trans>
          Step {index + 1} of {SAFETY_PLAN_STEPS.length}
        </Trans>
      </p>
      <div>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink">{i18n._(copy.ask)}</p>
        <p className="mt-1 text-xs text-muted">{i18n._(copy.example)}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
          <li key={i} className="flex items-center gap-2">
            <input
              value={line}
              maxLength={SAFETY_PLAN_LINE_MAX}
              onChange={(e) => setLine(i, e.target.value)}
              aria-label={t`${title}, line ${i + 1}`}
              className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 px-3 text-base"
            />
            {lines.length > 1 || line ? (
              <button
                type="button"
                onClick={() => removeLine(i)}
                aria-label={t`Remove line ${i + 1}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-slate-100"
              >
                <X size={18} aria-hidden="true" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {lines.length < SAFETY_PLAN_MAX_LINES ? (
        <Button variant="ghost" className="self-start" onClick={() => addLine()}>
          <Plus size={16} aria-hidden="true" />
          <Trans>Add another line</Trans>
        </Button>
      ) : (
        <p className="text-xs text-muted">
          <Trans>That is the most one step can hold.</Trans>
        </p>
      )}
      {suggestions.length ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">
            <Trans>Suggestions you can add</Trans>
          </p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s} className="min-w-0 max-w-full">
                <button
                  type="button"
                  onClick={() => addLine(s)}
                  disabled={lines.includes(s)}
                  className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 text-left text-sm break-words text-brand-800 disabled:opacity-50"
                >
                  <Plus size={14} aria-hidden="true" />
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failed ? (
        <Alert>
          <Trans>
            We could not save just now. What you wrote is kept on this phone, and will be saved when you try again.
          </Trans>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {index > 0 ? (
          <Button variant="secondary" busy={save.isPending} busyText={t`Saving…`} onClick={() => void go(index - 1)}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        {last ? (
          <Button busy={save.isPending} busyText={t`Saving…`} onClick={() => void finish()}>
            <Trans>Save my plan</Trans>
          </Button>
        ) : (
          <Button busy={save.isPending} busyText={t`Saving…`} onClick={() => void go(index + 1)}>
            <Trans>Save and continue</Trans>
          </Button>
        )}
        {failed ? (
          <Button variant="ghost" busy={save.isPending} busyText={t`Saving…`} onClick={() => void saveNow()}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
