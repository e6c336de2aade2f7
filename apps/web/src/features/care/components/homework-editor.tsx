import { Trans, useLingui } from "@lingui/react/macro";
import { type CareHomework, HOMEWORK_KINDS, type HomeworkKind } from "@saathi/contract/care-plan";
import { ANXIETY_CHALLENGE_DAYS } from "@saathi/contract/challenges";
import { HEALTHBOT_TOPIC_TEXT, type HealthbotTopic } from "@saathi/contract/healthbot";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAssignHomework } from "../api/assign-homework.ts";
import { useWithdrawHomework } from "../api/withdraw-homework.ts";
import { HOMEWORK_KIND_LABEL, HOMEWORK_STATUS_LABEL } from "./labels.ts";
import { LessonName, LessonPicker } from "./lesson-picker.tsx";

const problem = (e: unknown, fallback: string) => (e instanceof ApiError ? tx(e.message) : e ? fallback : null);
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const FLOWS = Object.keys(HEALTHBOT_TOPIC_TEXT) as HealthbotTopic[];
const select = "min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3";
const label = "text-sm font-medium text-ink";

/**
 * The expert's homework: assign in a few taps (kind → pick a flow, a challenge day or a lesson from the
 * real lists, or write a prompt → due date → save); withdraw what is not done.
 */
export function HomeworkEditor({
  linkId,
  homework,
  canWrite,
}: {
  linkId: string;
  homework: CareHomework[];
  canWrite: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const assign = useAssignHomework(linkId);
  const withdraw = useWithdrawHomework(linkId);
  const [kind, setKind] = useState<HomeworkKind>("bot_flow");
  const [ref, setRef] = useState<string>(FLOWS[0] ?? "");
  const [instructions, setInstructions] = useState("");
  const [dueDate, setDueDate] = useState(inAWeek);
  const changeKind = (k: HomeworkKind) => {
    setKind(k);
    setRef(k === "bot_flow" ? (FLOWS[0] ?? "") : k === "challenge_day" ? "1" : "");
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const usesRef =
      kind === "bot_flow" || kind === "challenge_day" || kind === "course_lesson" || kind === "journal_prompt";
    assign.mutate(
      { kind, ref: usesRef && ref.trim() ? ref.trim() : null, instructions, dueDate },
      { onSuccess: () => setInstructions("") },
    );
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="homework-heading">
      <h2 id="homework-heading" className="text-lg font-semibold text-ink">
        <Trans>Homework</Trans>
      </h2>
      {homework.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No homework yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {homework.map((h) => (
            <li key={h.id} className="flex flex-col gap-1 rounded-2xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium text-ink">{i18n._(HOMEWORK_KIND_LABEL[h.kind])}</span>
                <span className="text-xs text-muted">
                  {t`Due ${formatDate(h.dueDate)}`} · {i18n._(HOMEWORK_STATUS_LABEL[h.status])}
                </span>
              </div>
              {h.ref && h.kind === "course_lesson" ? <LessonName value={h.ref} /> : null}
              {h.ref && h.kind !== "course_lesson" ? <p className="text-sm text-muted">{labelOfRef(h)}</p> : null}
              {h.instructions ? <p className="whitespace-pre-wrap text-sm text-ink">{h.instructions}</p> : null}
              {h.memberNote ? (
                <p className="text-sm text-ink">
                  <Trans>Their note:</Trans> {h.memberNote}
                </p>
              ) : null}
              {canWrite && h.status !== "done" ? (
                <Button
                  variant="ghost"
                  className="self-start"
                  busy={withdraw.isPending && withdraw.variables === h.id}
                  onClick={() => withdraw.mutate(h.id)}
                >
                  <Trans>Withdraw</Trans>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {withdraw.error ? (
        <p role="alert" className="text-sm text-red-700">
          {problem(withdraw.error, t`Could not save. Try again.`)}
        </p>
      ) : null}
      {canWrite ? (
        <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4">
          {/* Labels by id, not around the select: a wrapping label also reads out the chosen option. */}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-kind`} className={label}>
              <Trans>Kind of homework</Trans>
            </label>
            <select
              id={`${id}-kind`}
              className={select}
              value={kind}
              onChange={(e) => changeKind(e.target.value as HomeworkKind)}
            >
              {HOMEWORK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {i18n._(HOMEWORK_KIND_LABEL[k])}
                </option>
              ))}
            </select>
          </div>
          {kind === "bot_flow" ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-flow`} className={label}>
                <Trans>Conversation</Trans>
              </label>
              <select id={`${id}-flow`} className={select} value={ref} onChange={(e) => setRef(e.target.value)}>
                {FLOWS.map((f) => (
                  <option key={f} value={f}>
                    {tx(HEALTHBOT_TOPIC_TEXT[f])}
                  </option>
                ))}
              </select>
            </div>
          ) : kind === "challenge_day" ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-day`} className={label}>
                <Trans>Day</Trans>
              </label>
              <select id={`${id}-day`} className={select} value={ref} onChange={(e) => setRef(e.target.value)}>
                {Array.from({ length: ANXIETY_CHALLENGE_DAYS }, (_, i) => String(i + 1)).map((d) => (
                  <option key={d} value={d}>
                    {t`Day ${d}`}
                  </option>
                ))}
              </select>
            </div>
          ) : kind === "journal_prompt" ? (
            <TextField label={t`Prompt`} maxLength={200} value={ref} onChange={(e) => setRef(e.target.value)} />
          ) : kind === "course_lesson" ? (
            <LessonPicker value={ref} onChange={setRef} />
          ) : null}
          <TextAreaField
            label={kind === "task" ? t`What to do` : t`Instructions (optional)`}
            rows={2}
            maxLength={1000}
            required={kind === "task"}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
          />
          <TextField
            label={t`Due date`}
            type="date"
            required
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
          <Button type="submit" className="self-start" busy={assign.isPending}>
            <Trans>Assign homework</Trans>
          </Button>
          {assign.error ? (
            <p role="alert" className="text-sm text-red-700">
              {problem(assign.error, t`Could not save. Try again.`)}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}

function labelOfRef(h: CareHomework): string {
  if (h.kind === "bot_flow" && h.ref && h.ref in HEALTHBOT_TOPIC_TEXT)
    return tx(HEALTHBOT_TOPIC_TEXT[h.ref as HealthbotTopic]);
  return h.ref ?? "";
}
