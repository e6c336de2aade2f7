import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  CIRCLE_MAX_MINUTES,
  CIRCLE_MAX_SEATS,
  CIRCLE_MAX_WEEKS,
  CIRCLE_MIN_MINUTES,
  CIRCLE_MIN_SEATS,
  CIRCLE_RULES_MAX,
  CIRCLE_TITLE_MAX,
  CIRCLE_TOPIC_LABELS,
  CIRCLE_TOPICS,
} from "@saathi/contract/circles";
import { EXPERT_LANGUAGES } from "@saathi/contract/expert-constants";
import { useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCreateCircle } from "../api/create-circle.ts";
import { type CircleDraft, checkDraft, type DraftErrors } from "../circle-rules.ts";
import { SelectField } from "../components/select-field.tsx";

const FIX = msg`Please fix the fields marked above.`;

const MINUTE_CHOICES = [45, 60, 75, 90].filter((m) => m >= CIRCLE_MIN_MINUTES && m <= CIRCLE_MAX_MINUTES);

const EMPTY: CircleDraft = {
  title: "",
  topic: "",
  language: "",
  date: "",
  time: "",
  repeat: "once",
  weeks: "4",
  minutes: "60",
  seats: "8",
  fee: "0",
  groundRules: "",
};

/**
 * /expert/circles/new: host a circle. A topic and language from the lists, one date or a weekly series,
 * 45-90 minutes, up to 12 seats, a fee per seat in whole rupees (0 is free) and the ground rules. Each
 * field says what is wrong in words; the server checks the same again.
 */
export function CreateCirclePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const create = useCreateCircle();
  const [draft, setDraft] = useState<CircleDraft>(EMPTY);
  const [errors, setErrors] = useState<DraftErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const repeatId = useId();
  const set =
    (key: keyof CircleDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(draft, Date.now());
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first field with a problem gets the focus, so a screen reader reads its message.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    create.mutate(checked.body, { onSuccess: (c) => navigate(`/expert/circles/${c.id}`) });
  };
  const maxWeeks = CIRCLE_MAX_WEEKS;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <Link to="/expert/circles" className="self-start text-sm font-medium text-brand-800 underline underline-offset-2">
        <Trans>My hosted circles</Trans>
      </Link>
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Host a circle</Trans>
      </h1>
      <p className="text-muted">
        <Trans>A small group on one topic. Members book a seat and join under a nickname.</Trans>
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-4"
      >
        <TextField
          label={t`Title`}
          value={draft.title}
          maxLength={CIRCLE_TITLE_MAX}
          onChange={set("title")}
          error={errors.title}
        />
        <SelectField label={t`Topic`} value={draft.topic} onChange={set("topic")} error={errors.topic}>
          <option value="">{t`Choose a topic`}</option>
          {CIRCLE_TOPICS.map((k) => (
            <option key={k} value={k}>
              {tx(CIRCLE_TOPIC_LABELS[k])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Language`} value={draft.language} onChange={set("language")} error={errors.language}>
          <option value="">{t`Choose a language`}</option>
          {EXPERT_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {tx(l)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`Date`} type="date" value={draft.date} onChange={set("date")} error={errors.date} />
          <TextField label={t`Start time`} type="time" value={draft.time} onChange={set("time")} />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">
            <Trans>How often</Trans>
          </legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="radio"
                name={repeatId}
                value="once"
                checked={draft.repeat === "once"}
                onChange={set("repeat")}
              />
              <Trans>Once</Trans>
            </label>
            <label className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="radio"
                name={repeatId}
                value="weekly"
                checked={draft.repeat === "weekly"}
                onChange={set("repeat")}
              />
              <Trans>Every week</Trans>
            </label>
          </div>
          {draft.repeat === "weekly" ? (
            <TextField
              label={t`Number of weeks (2 to ${maxWeeks})`}
              inputMode="numeric"
              value={draft.weeks}
              onChange={set("weeks")}
              error={errors.weeks}
            />
          ) : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={t`Length`} value={draft.minutes} onChange={set("minutes")} error={errors.minutes}>
            {MINUTE_CHOICES.map((m) => (
              <option key={m} value={String(m)}>
                {t`${m} minutes`}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Seats`} value={draft.seats} onChange={set("seats")} error={errors.seats}>
            {Array.from({ length: CIRCLE_MAX_SEATS - CIRCLE_MIN_SEATS + 1 }, (_, i) => i + CIRCLE_MIN_SEATS).map(
              (n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ),
            )}
          </SelectField>
          <TextField
            label={t`Fee per seat (₹)`}
            hint={t`0 makes the circle free.`}
            inputMode="numeric"
            value={draft.fee}
            onChange={set("fee")}
            error={errors.fee}
          />
        </div>
        <TextAreaField
          label={t`Ground rules`}
          rows={5}
          maxLength={CIRCLE_RULES_MAX}
          placeholder={t`For example: what is shared here stays here; one person speaks at a time.`}
          value={draft.groundRules}
          onChange={set("groundRules")}
          error={errors.groundRules}
        />
        {create.error ? <Alert>{tx(create.error.message)}</Alert> : null}
        <Button type="submit" busy={create.isPending} busyText={t`Saving...`} className="self-start">
          <Trans>Create circle</Trans>
        </Button>
        <p className="sr-only" aria-live="polite">
          {Object.keys(errors).length > 0 ? i18n._(FIX) : ""}
        </p>
      </form>
    </section>
  );
}
