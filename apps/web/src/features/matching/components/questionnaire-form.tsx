import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { EXPERT_LANGUAGES, type ExpertLanguage } from "@saathi/contract/expert-constants";
import {
  DAY_PARTS,
  type DayPart,
  type GenderPreference,
  MATCH_TEXT_MAX,
  type MatchMode,
  type WeekPart,
} from "@saathi/contract/matching-constants";
import { WORRIES, WORRY_IDS, type WorryId } from "@saathi/contract/worries";
import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";

/** The questionnaire's answers as the page keeps them (sent as they are). */
export interface Answers {
  worries: WorryId[];
  text: string;
  language: ExpertLanguage | null;
  gender: GenderPreference;
  budgetRupees: number | null;
  dayParts: DayPart[];
  weekPart: WeekPart;
  mode: MatchMode;
  seenBefore: "yes" | "no" | null;
}

export const NO_ANSWERS: Answers = {
  worries: [],
  text: "",
  language: null,
  gender: "any",
  budgetRupees: null,
  dayParts: [],
  weekPart: "any",
  mode: "either",
  seenBefore: null,
};

/** Budgets offered, in rupees for one hour (null: no limit). */
const BUDGETS = [800, 1200, 2000, null] as const;

const GENDER_TEXT: Record<GenderPreference, MessageDescriptor> = {
  any: msg`It does not matter`,
  woman: msg`A woman`,
  man: msg`A man`,
  non_binary: msg`A non-binary counsellor`,
};
const DAY_PART_TEXT: Record<DayPart, MessageDescriptor> = {
  morning: msg`Morning (6 am to 12 pm)`,
  afternoon: msg`Afternoon (12 to 5 pm)`,
  evening: msg`Evening (5 to 10 pm)`,
};
const WEEK_PART_TEXT: Record<WeekPart, MessageDescriptor> = {
  any: msg`Any day`,
  weekdays: msg`Weekdays`,
  weekend: msg`Weekend`,
};
const MODE_TEXT: Record<MatchMode, MessageDescriptor> = {
  either: msg`Either is fine`,
  video: msg`Video`,
  audio: msg`Voice`,
};

const chip = (on: boolean) =>
  `min-h-11 rounded-full border px-4 py-2 text-sm font-medium ${
    on ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:bg-brand-50"
  }`;

/** A group of choices with its question as the legend. */
function Question({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? id : undefined}>
      <legend className="mb-1 text-base font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={id} className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** One radio answer, a large target for a thumb. */
function Radio({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

function Check({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input type="checkbox" checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

const toggle = <T,>(list: readonly T[], x: T): T[] => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);

/** The seven questions of "Find my counsellor"; every one may be skipped. */
export function QuestionnaireForm({
  answers,
  onChange,
  onSubmit,
  busy,
}: {
  answers: Answers;
  onChange: (a: Answers) => void;
  onSubmit: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const names = { lang: useId(), gender: useId(), budget: useId(), week: useId(), mode: useId(), seen: useId() };
  const set = (patch: Partial<Answers>) => onChange({ ...answers, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-6" aria-label={t`Find my counsellor`}>
      <Question legend={t`What is troubling you?`} hint={t`Choose any that fit. You can skip this.`}>
        <div className="flex flex-wrap gap-2">
          {WORRY_IDS.map((id) => {
            const on = answers.worries.includes(id);
            return (
              <button
                key={id}
                type="button"
                aria-pressed={on}
                className={chip(on)}
                onClick={() => set({ worries: toggle(answers.worries, id) })}
              >
                {tx(WORRIES[id].label)}
              </button>
            );
          })}
        </div>
        <TextAreaField
          label={t`In your own words (optional)`}
          placeholder={t`English, Hindi or Hinglish: for example 'exam ka bahut tension hai'`}
          rows={3}
          maxLength={MATCH_TEXT_MAX}
          value={answers.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      </Question>

      <div className="flex flex-col gap-1">
        <label htmlFor={names.lang} className="text-base font-semibold text-ink">
          <Trans>Which language would you like to talk in?</Trans>
        </label>
        <select
          id={names.lang}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
          value={answers.language ?? ""}
          onChange={(e) => set({ language: (e.target.value || null) as ExpertLanguage | null })}
        >
          <option value="">{t`Any language`}</option>
          {EXPERT_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {tx(l)}
            </option>
          ))}
        </select>
      </div>

      <Question legend={t`Does the counsellor's gender matter to you?`}>
        <div className="grid grid-cols-2 gap-2">
          {(Object.keys(GENDER_TEXT) as GenderPreference[]).map((g) => (
            <Radio key={g} name={names.gender} checked={answers.gender === g} onChange={() => set({ gender: g })}>
              {i18n._(GENDER_TEXT[g])}
            </Radio>
          ))}
        </div>
      </Question>

      <Question legend={t`Your budget for one hour`}>
        <div className="grid grid-cols-2 gap-2">
          {BUDGETS.map((b) => {
            const amount = b === null ? "" : formatMoney(b * 100);
            return (
              <Radio
                key={b ?? "none"}
                name={names.budget}
                checked={answers.budgetRupees === b}
                onChange={() => set({ budgetRupees: b })}
              >
                {b === null ? t`No limit` : t`Up to ${amount}`}
              </Radio>
            );
          })}
        </div>
      </Question>

      <Question legend={t`When suits you?`} hint={t`India time. Leave empty if any time is fine.`}>
        <div className="grid gap-2 sm:grid-cols-3">
          {DAY_PARTS.map((p) => (
            <Check
              key={p}
              checked={answers.dayParts.includes(p)}
              onChange={() => set({ dayParts: toggle(answers.dayParts, p) })}
            >
              {i18n._(DAY_PART_TEXT[p])}
            </Check>
          ))}
        </div>
        <div className="grid grid-cols-3 gap-2">
          {(Object.keys(WEEK_PART_TEXT) as WeekPart[]).map((w) => (
            <Radio key={w} name={names.week} checked={answers.weekPart === w} onChange={() => set({ weekPart: w })}>
              {i18n._(WEEK_PART_TEXT[w])}
            </Radio>
          ))}
        </div>
      </Question>

      <Question legend={t`Video or voice?`}>
        <div className="grid grid-cols-3 gap-2">
          {(Object.keys(MODE_TEXT) as MatchMode[]).map((m) => (
            <Radio key={m} name={names.mode} checked={answers.mode === m} onChange={() => set({ mode: m })}>
              {i18n._(MODE_TEXT[m])}
            </Radio>
          ))}
        </div>
      </Question>

      <Question legend={t`Have you seen a counsellor before?`}>
        <div className="grid grid-cols-2 gap-2">
          <Radio name={names.seen} checked={answers.seenBefore === "yes"} onChange={() => set({ seenBefore: "yes" })}>
            <Trans>Yes</Trans>
          </Radio>
          <Radio name={names.seen} checked={answers.seenBefore === "no"} onChange={() => set({ seenBefore: "no" })}>
            <Trans>No, this is my first time</Trans>
          </Radio>
        </div>
      </Question>

      <p className="text-sm text-muted">
        <Trans>Nothing you answer here is saved.</Trans>
      </p>
      <Button type="submit" busy={busy} busyText={t`Finding counsellors...`}>
        <Trans>Show my matches</Trans>
      </Button>
    </form>
  );
}
